import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { rm } from 'node:fs/promises'
import { crc32 } from 'node:zlib'
import { Deflate } from 'fflate'
import { writeFileStream } from '../../../electron/services/storage/byte-sink'
import { ZipWriter } from '../../../electron/services/storage/zip-writer'
import { chatgptExportText, type GeneratedOptions } from '../../support/imports/generate-chatgpt'

/**
 * A ChatGPT export zip made at bench time (never committed): conversations.json of `count`
 * generated conversations, compressed as a stream (never held whole) beside a small user.json, as
 * ChatGPT's own zip holds it. Returns the JSON's size and the zip's.
 */
export async function writeChatGptZip(path: string, count: number, options: GeneratedOptions): Promise<{ jsonBytes: number; zipBytes: number }> {
  const packed = `${path}.deflate`
  const out = createWriteStream(packed)
  let crc = 0
  let size = 0
  const deflate = new Deflate({ level: 6 })
  const pending: Uint8Array[] = []
  deflate.ondata = (chunk) => void pending.push(chunk)
  const encoder = new TextEncoder()
  for (const text of chatgptExportText(count, options)) {
    const bytes = encoder.encode(text)
    crc = crc32(bytes, crc)
    size += bytes.length
    deflate.push(bytes)
    for (let chunk = pending.shift(); chunk; chunk = pending.shift()) if (!out.write(chunk)) await once(out, 'drain')
  }
  deflate.push(new Uint8Array(0), true)
  for (const chunk of pending) out.write(chunk)
  out.end()
  await once(out, 'finish')
  let zipBytes = 0
  await writeFileStream(path, async (sink) => {
    const counting = { write: async (chunk: Uint8Array) => void ((zipBytes += chunk.length), await sink.write(chunk)) }
    const zip = new ZipWriter(counting)
    await zip.addBytes('user.json', encoder.encode('{"id":"user-bench","email":"bench@example.com"}'))
    await zip.addDeflatedFile('conversations.json', packed, { crc, size })
    await zip.end()
  })
  await rm(packed, { force: true })
  return { jsonBytes: size, zipBytes }
}
