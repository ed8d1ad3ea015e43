// The forms a secret can take in text, and where they occur: shared by the E2E leak scan
// (test/e2e/support/leak-scan.ts) and browser mode's WebSocket scan.

/** The forms a key could take on disk or in text: raw, UTF-16, base64, URL- and JSON-escaped. */
export function needlesFor(secret: string): string[] {
  const b64 = Buffer.from(secret, 'utf8').toString('base64')
  return [...new Set([secret, b64, b64.replace(/=+$/, ''), encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])]
}

export interface Hit {
  where: string
  secret: string
  excerpt: string
}

function excerpt(text: string, at: number, len: number): string {
  return text.slice(Math.max(0, at - 60), at + len + 60).replace(/\s+/g, ' ')
}

/** Every place in `text` (labelled `where`) that holds one of the secrets in any of its forms. */
export function findIn(where: string, text: string, secrets: readonly string[]): Hit[] {
  const hits: Hit[] = []
  for (const secret of secrets) {
    for (const needle of needlesFor(secret)) {
      const at = text.indexOf(needle)
      if (at >= 0) hits.push({ where, secret, excerpt: excerpt(text, at, needle.length) })
    }
  }
  return hits
}
