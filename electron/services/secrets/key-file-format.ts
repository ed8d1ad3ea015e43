import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt } from 'node:crypto'
import { z } from 'zod'

/**
 * The encrypted key file's format (#39), pure: scrypt turns the passphrase into a 256-bit key,
 * AES-256-GCM encrypts `{keys}` and authenticates it together with the header. Both come from
 * node:crypto (OpenSSL), so no new dependency holds the keys; scrypt is memory-hard, so guessing
 * passphrases from a stolen file is slow. A SHA-256 checksum over the whole file tells a damaged
 * file (checksum wrong) from a wrong passphrase (checksum right, GCM tag refused).
 */

export const KEY_FILE_FORMAT = 'tokentally-api-keys'
export const KEY_FILE_VERSION = 1

/** scrypt's cost: N = 2^17, r = 8 (128 MiB, about 0.3 s), the OWASP minimum for a passphrase. */
export interface ScryptCost {
  N: number
  r: number
  p: number
}
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

const B64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/)

const Header = z.object({
  format: z.literal(KEY_FILE_FORMAT),
  version: z.number().int(),
  kdf: z.object({ name: z.literal('scrypt'), salt: B64, N: z.number().int().min(2), r: z.number().int().min(1), p: z.number().int().min(1) }),
  cipher: z.object({ name: z.literal('aes-256-gcm'), iv: B64 }),
  /** Where and when it was last written: a file copied from another machine says so. */
  writtenOn: z.object({ host: z.string().max(300), machine: z.string().max(200), at: z.string().max(100) }),
})
export type KeyFileHeader = z.infer<typeof Header>

const Sealed = Header.extend({ tag: B64, data: B64, checksum: z.string().regex(/^[0-9a-f]{64}$/) })

const Plain = z.object({ keys: z.record(z.string(), z.string()) })

export interface WrittenOn {
  host: string
  machine: string
}

/** Why a key file is damaged, as a code and its facts (said by encrypted-key-file.ts from the catalogue). */
export type DamagedReason =
  | { code: 'notJson' }
  | { code: 'notKeyFile'; field: string }
  | { code: 'unknownVersion'; version: number }
  | { code: 'checksum' }
  | { code: 'notKeys' }

/** What reading a key file found. */
export type OpenResult =
  | { kind: 'ok'; keys: Map<string, string>; secret: Buffer; header: KeyFileHeader }
  | { kind: 'damaged'; reason: DamagedReason }
  | { kind: 'newer'; version: number }
  | { kind: 'wrong-passphrase'; header: KeyFileHeader }

export type InspectResult = { kind: 'ok'; header: KeyFileHeader } | { kind: 'damaged'; reason: DamagedReason } | { kind: 'newer'; version: number }

/** The header alone (no passphrase): damaged, newer, or where it was written. */
export function inspectKeyFile(text: string): InspectResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'damaged', reason: { code: 'notJson' } }
  }
  const version = (json as { version?: unknown } | null)?.version
  if (typeof version === 'number' && version > KEY_FILE_VERSION && (json as { format?: unknown }).format === KEY_FILE_FORMAT) return { kind: 'newer', version }
  const sealed = Sealed.safeParse(json)
  if (!sealed.success) return { kind: 'damaged', reason: { code: 'notKeyFile', field: sealed.error.issues[0]?.path.join('.') || 'format' } }
  if (sealed.data.version !== KEY_FILE_VERSION) return { kind: 'damaged', reason: { code: 'unknownVersion', version: sealed.data.version } }
  if (checksumOf(sealed.data) !== sealed.data.checksum) return { kind: 'damaged', reason: { code: 'checksum' } }
  const { tag: _tag, data: _data, checksum: _checksum, ...header } = sealed.data
  return { kind: 'ok', header }
}

/** Opens a key file with a passphrase. Never throws for a bad file or passphrase: the result says which. */
export async function openKeyFile(text: string, passphrase: string): Promise<OpenResult> {
  const inspected = inspectKeyFile(text)
  if (inspected.kind !== 'ok') return inspected
  const sealed = Sealed.parse(JSON.parse(text))
  const header = inspected.header
  const secret = await deriveSecret(passphrase, Buffer.from(header.kdf.salt, 'base64'), header.kdf)
  let plain: Buffer
  try {
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(header.cipher.iv, 'base64'))
    decipher.setAAD(Buffer.from(aadOf(header)))
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'))
    plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()])
  } catch {
    secret.fill(0)
    return { kind: 'wrong-passphrase', header }
  }
  try {
    const parsed = Plain.parse(JSON.parse(plain.toString('utf8')))
    return { kind: 'ok', keys: new Map(Object.entries(parsed.keys)), secret, header }
  } catch {
    secret.fill(0)
    return { kind: 'damaged', reason: { code: 'notKeys' } }
  } finally {
    plain.fill(0)
  }
}

/** A new salt and the secret derived from the passphrase with it (the secret stays in main's memory). */
export async function newSecret(passphrase: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<{ secret: Buffer; kdf: KeyFileHeader['kdf'] }> {
  const salt = randomBytes(16)
  const secret = await deriveSecret(passphrase, salt, cost)
  return { secret, kdf: { name: 'scrypt', salt: salt.toString('base64'), N: cost.N, r: cost.r, p: cost.p } }
}

/** The file's text for these keys: a fresh IV every time, the same salt and secret. */
export function sealKeyFile(keys: ReadonlyMap<string, string>, secret: Buffer, kdf: KeyFileHeader['kdf'], writtenOn: WrittenOn, at: Date): string {
  const iv = randomBytes(12)
  const header: KeyFileHeader = {
    format: KEY_FILE_FORMAT,
    version: KEY_FILE_VERSION,
    kdf,
    cipher: { name: 'aes-256-gcm', iv: iv.toString('base64') },
    writtenOn: { host: writtenOn.host, machine: writtenOn.machine, at: at.toISOString() },
  }
  const cipher = createCipheriv('aes-256-gcm', secret, iv)
  cipher.setAAD(Buffer.from(aadOf(header)))
  const plain = Buffer.from(JSON.stringify({ keys: Object.fromEntries(keys) }), 'utf8')
  const data = Buffer.concat([cipher.update(plain), cipher.final()])
  plain.fill(0)
  const body = { ...header, tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') }
  return `${JSON.stringify({ ...body, checksum: checksumOf(body) }, null, 2)}\n`
}

function deriveSecret(passphrase: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128·N·r bytes, more than node's 32 MiB default at N = 2^17.
    scrypt(passphrase.normalize('NFC'), salt, 32, { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

/** The header as authenticated data, in a fixed order (any change to it makes the tag fail). */
function aadOf(h: KeyFileHeader): string {
  return [h.format, h.version, h.kdf.name, h.kdf.salt, h.kdf.N, h.kdf.r, h.kdf.p, h.cipher.name, h.cipher.iv, h.writtenOn.host, h.writtenOn.machine, h.writtenOn.at].join('\n')
}

function checksumOf(body: KeyFileHeader & { tag: string; data: string }): string {
  return createHash('sha256').update(`${aadOf(body)}\n${body.tag}\n${body.data}`).digest('hex')
}
