import { say } from '../../../shared/error-model'
import { importProblem, sizeArgs } from './import-problem'
import { type JsonEvent, JsonDocument } from './json-units'
import { isZip, unzipEntries, ZIP_LIMITS, type ZipLimits } from './zip-stream'

/**
 * An export file as a stream of JSON units, whatever it is: a JSON file, or a zip holding one
 * (ChatGPT's and Claude's conversations.json) or many (Tokentally's whole-history archive). The kind
 * of file is found from its first bytes, never its name. Text must be UTF-8 (a BOM is dropped).
 */
export type ExportEvent = { kind: 'document'; name: string } | { kind: 'json'; event: JsonEvent } | { kind: 'end-document'; name: string }

/** Text is handed to the JSON parser in pieces this long (the caller yields to the event loop between them). */
const TEXT_PIECE = 256 * 1024

/** The zip entries read: an export's conversations.json, and a Tokentally archive's conversations/*.json. */
export function wantedEntry(name: string): boolean {
  const base = name.split('/').pop() ?? name
  return base === 'conversations.json' || (/^conversations\/[^/]+\.json$/.test(name) && !base.startsWith('.'))
}

export async function* readExport(source: AsyncIterable<Uint8Array>, fileName: string, limits: ZipLimits = ZIP_LIMITS): AsyncGenerator<ExportEvent> {
  const iterator = source[Symbol.asyncIterator]()
  let first: IteratorResult<Uint8Array> = await iterator.next()
  while (!first.done && first.value.length === 0) first = await iterator.next()
  if (first.done) throw importProblem('empty_file', say('fileErrors.empty', { name: fileName }))
  const head = first.value
  const rest: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]: () => {
      let sentHead = false
      return {
        next: async () => {
          if (!sentHead) {
            sentHead = true
            return { done: false, value: head }
          }
          return iterator.next()
        },
        return: async () => (await iterator.return?.()) ?? { done: true, value: undefined },
      }
    },
  }
  if (isZip(head)) {
    yield* readZip(rest, limits)
    return
  }
  yield* readJson(rest, fileName)
}

async function* readZip(source: AsyncIterable<Uint8Array>, limits: ZipLimits): AsyncGenerator<ExportEvent> {
  const skipped: string[] = []
  let documents = 0
  let doc: { name: string; json: JsonDocument; text: Utf8 } | null = null
  const wanted = (name: string) => {
    if (wantedEntry(name)) return true
    if (skipped.length < 6 && !name.endsWith('/')) skipped.push(name)
    return false
  }
  for await (const event of unzipEntries(source, wanted, limits)) {
    if (event.kind === 'entry') {
      documents++
      doc = { name: event.name, json: new JsonDocument(event.name), text: new Utf8(event.name) }
      yield { kind: 'document', name: event.name }
      continue
    }
    if (!doc) continue
    for (const piece of pieces(doc.text.decode(event.data, event.final))) yield* wrap(doc.json.write(piece))
    if (event.final) {
      yield* wrap(doc.json.end())
      yield { kind: 'end-document', name: doc.name }
      doc = null
    }
  }
  if (documents === 0) {
    throw importProblem(
      'nothing_to_import',
      skipped.length === 0 ? say('fileErrors.zip.nothingEmpty') : say('fileErrors.zip.nothingHolds', { names: skipped.map((n) => `“${n}”`).join(', ') }),
    )
  }
}

async function* readJson(source: AsyncIterable<Uint8Array>, name: string): AsyncGenerator<ExportEvent> {
  const json = new JsonDocument(name)
  const text = new Utf8(name)
  yield { kind: 'document', name }
  for await (const chunk of source) {
    for (const piece of pieces(text.decode(chunk, false))) yield* wrap(json.write(piece))
  }
  for (const piece of pieces(text.decode(new Uint8Array(0), true))) yield* wrap(json.write(piece))
  yield* wrap(json.end())
  yield { kind: 'end-document', name }
}

function* wrap(events: JsonEvent[]): Generator<ExportEvent> {
  for (const event of events) yield { kind: 'json', event }
}

function* pieces(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += TEXT_PIECE) yield text.slice(at, at + TEXT_PIECE)
}

/** UTF-8, strictly: bytes that are not UTF-8 stop the import with where they were found. */
class Utf8 {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  private bytes = 0

  constructor(private readonly name: string) {}

  decode(chunk: Uint8Array, final: boolean): string {
    if (this.bytes === 0 && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
      throw importProblem('invalid_utf8', say('fileErrors.text.utf16', { name: this.name }))
    }
    try {
      const text = this.decoder.decode(chunk, { stream: !final })
      this.bytes += chunk.length
      return text
    } catch {
      throw importProblem('invalid_utf8', [
        say('fileErrors.text.notUtf8', { name: this.name, ...sizeArgs('size', chunk.length), offset: this.bytes }),
        say('fileErrors.keptBeforePoint'),
      ])
    }
  }
}
