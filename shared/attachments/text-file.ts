/** #27: text files attached to a message: what is accepted, how it is decoded, how it is fenced. */

/** Larger files are refused: a message this size costs real money and slows every view of the chat. */
export const MAX_ATTACHMENT_BYTES = 1_000_000

const LANGUAGES: Record<string, string> = {
  txt: '', md: 'markdown', markdown: 'markdown', csv: 'csv', tsv: 'tsv', json: 'json', jsonl: 'json', log: '',
  ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', mjs: 'js', cjs: 'js', py: 'python', rb: 'ruby', go: 'go', rs: 'rust',
  java: 'java', kt: 'kotlin', swift: 'swift', c: 'c', h: 'c', cpp: 'cpp', hpp: 'cpp', cc: 'cpp', cs: 'csharp',
  php: 'php', sh: 'bash', bash: 'bash', zsh: 'bash', ps1: 'powershell', sql: 'sql', yaml: 'yaml', yml: 'yaml',
  toml: 'toml', ini: 'ini', xml: 'xml', html: 'html', css: 'css', scss: 'scss', vue: 'vue', svelte: 'svelte',
  r: 'r', lua: 'lua', dart: 'dart', scala: 'scala', ex: 'elixir', exs: 'elixir', hs: 'haskell', pl: 'perl',
}

export const ACCEPTED_EXTENSIONS = Object.keys(LANGUAGES).map((e) => `.${e}`)

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be'
export type DecodeResult =
  | { ok: true; text: string; encoding: Encoding }
  | { ok: false; reason: 'unsupported_type' | 'too_large' | 'binary' | 'undecodable' | 'empty'; message: string; encoding?: Encoding }

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** UTF-16 without a BOM: text in Latin scripts has a zero in every other byte. */
function sniffUtf16(bytes: Uint8Array): Encoding | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096)
  if (n < 4) return null
  let evenZero = 0
  let oddZero = 0
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++
    if (bytes[i + 1] === 0) oddZero++
  }
  const half = n / 2
  if (oddZero > half * 0.4 && evenZero < half * 0.05) return 'utf-16le'
  if (evenZero > half * 0.4 && oddZero < half * 0.05) return 'utf-16be'
  return null
}

/** Control characters other than tab, newlines, form feed and escape: a text file has (almost) none. */
function looksBinary(text: string): boolean {
  let control = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) return true
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 27) || c === 0x7f) control++
  }
  return control > Math.max(2, text.length * 0.01)
}

/**
 * A file's bytes as text: UTF-8 (its BOM dropped), UTF-16 LE or BE (by BOM, or sniffed without
 * one). Refuses a type that is not text or code, a file over MAX_ATTACHMENT_BYTES, bytes that are
 * not valid in their encoding, and binary content, each with a sentence saying so.
 */
export function decodeTextFile(name: string, bytes: Uint8Array): DecodeResult {
  const refused = refuseBeforeReading(name, bytes.length)
  if (refused) return refused
  let encoding: Encoding = 'utf-8'
  let start = 0
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, start] = ['utf-16le', 2]
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, start] = ['utf-16be', 2]
  else encoding = sniffUtf16(bytes) ?? 'utf-8'
  let text: string
  try {
    // ignoreBOM: the BOM was skipped above; a second one would be content.
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start))
  } catch {
    return looksBinaryBytes(bytes)
      ? { ok: false, reason: 'binary', message: `${name} looks like a binary file, not text.` }
      : { ok: false, reason: 'undecodable', encoding, message: `${name} is not valid ${encoding.toUpperCase()} text. Save it as UTF-8 and attach it again.` }
  }
  if (looksBinary(text)) return { ok: false, reason: 'binary', message: `${name} looks like a binary file, not text.` }
  // #39: an empty file is said, not attached as an empty fence.
  if (text.trim() === '') return { ok: false, reason: 'empty', message: `${name} is empty: nothing was attached.` }
  return { ok: true, text, encoding }
}

/** What can be told from the name and size alone (so a huge or wrong file is never read). */
export function refuseBeforeReading(name: string, size: number): (DecodeResult & { ok: false }) | null {
  if (!Object.hasOwn(LANGUAGES, extensionOf(name))) return { ok: false, reason: 'unsupported_type', message: `${name}: only text and source files can be attached (.txt, .md, .csv, .json, code).` }
  if (size > MAX_ATTACHMENT_BYTES) return { ok: false, reason: 'too_large', message: `${name} is ${(size / 1_000_000).toFixed(1)} MB: attachments can be up to ${MAX_ATTACHMENT_BYTES / 1_000_000} MB.` }
  return null
}

function looksBinaryBytes(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 4096).includes(0)
}

/** The file as it goes into the message: its name, then a fence longer than any backtick run inside. */
export function fenceAttachment(name: string, text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  const body = text.endsWith('\n') ? text : `${text}\n`
  return `${name}:\n${fence}${LANGUAGES[extensionOf(name)] ?? ''}\n${body}${fence}`
}
