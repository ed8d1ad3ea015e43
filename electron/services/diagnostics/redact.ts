/** Anything that looks like a key or a bearer token, plus the exact keys main knows of. */
const KEY_PATTERNS = [/\bBearer\s+[^\s"']+/gi, /\bsk-[A-Za-z0-9_-]{4,}/g]

export function redact(text: string, knownSecrets: readonly string[] = []): string {
  let out = text
  for (const secret of knownSecrets) {
    if (secret.length >= 4) out = out.split(secret).join('[redacted key]')
  }
  for (const pattern of KEY_PATTERNS) out = out.replace(pattern, (m) => (m.toLowerCase().startsWith('bearer') ? 'Bearer [redacted]' : '[redacted key]'))
  return out
}
