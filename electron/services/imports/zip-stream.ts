import { Unzip, type UnzipFile, UnzipInflate } from 'fflate'
import { bytesText, importProblem } from './import-problem'

/**
 * Reading a zip as a stream (fflate's Unzip: local headers in order, DEFLATE inflated as bytes
 * arrive), so an export of any size is never held whole. Only the entries `wanted` are inflated;
 * the others are skipped. A zip bomb is refused before it fills memory: compressed bytes go in
 * by ZIP_PIECE at most (DEFLATE expands at most ~1,032×, so one piece makes at most ~66 MB), and
 * after each piece the bytes inflated so far are checked against a size limit and, past a floor,
 * against a ratio limit.
 */
export interface ZipLimits {
  /** Inflated bytes of all the entries read, in total. */
  maxBytes: number
  /** Inflated bytes over compressed bytes read, once more than `ratioFloorBytes` were inflated. */
  maxRatio: number
  ratioFloorBytes: number
}

export const ZIP_LIMITS: ZipLimits = { maxBytes: 8 * 1024 ** 3, maxRatio: 100, ratioFloorBytes: 64 * 1024 ** 2 }

const ZIP_PIECE = 64 * 1024

export type ZipEvent = { kind: 'entry'; name: string } | { kind: 'data'; name: string; data: Uint8Array; final: boolean }

/** Whether these bytes start a zip (a local file header, or an empty archive's end record). */
export function isZip(head: Uint8Array): boolean {
  return head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 0x03 && head[3] === 0x04) || (head[2] === 0x05 && head[3] === 0x06))
}

export async function* unzipEntries(source: AsyncIterable<Uint8Array>, wanted: (name: string) => boolean, limits: ZipLimits = ZIP_LIMITS): AsyncGenerator<ZipEvent> {
  const out: ZipEvent[] = []
  let failure: Error | null = null
  let open: { name: string; bytes: number } | null = null
  let inflated = 0
  let consumed = 0
  const unzip = new Unzip((file: UnzipFile) => {
    if (!wanted(file.name)) return
    if (file.originalSize !== undefined && file.originalSize > limits.maxBytes) {
      failure = bomb(`${file.name} says it expands to ${bytesText(file.originalSize)}, over the ${bytesText(limits.maxBytes)} Tokentally reads from one export`)
      return
    }
    const entry = { name: file.name, bytes: 0 }
    open = entry
    out.push({ kind: 'entry', name: file.name })
    file.ondata = (err, data, final) => {
      if (err) {
        failure = importProblem('broken_zip', `The zip is damaged: ${file.name} cannot be unpacked (${err.message}).`)
        return
      }
      entry.bytes += data.length
      inflated += data.length
      out.push({ kind: 'data', name: file.name, data, final })
      if (final) open = null
    }
    try {
      file.start()
    } catch (err) {
      failure = importProblem('broken_zip', `${file.name} in this zip is packed in a way Tokentally cannot unpack (${(err as Error).message}). Export it again, or unzip it and import its conversations.json.`)
    }
  })
  unzip.register(UnzipInflate)

  const check = () => {
    if (failure) throw failure
    if (inflated > limits.maxBytes) throw bomb(`it expands past ${bytesText(limits.maxBytes)}, more than Tokentally reads from one export`)
    if (inflated > limits.ratioFloorBytes && inflated > consumed * limits.maxRatio) {
      throw bomb(`it expands over ${limits.maxRatio}× (${bytesText(consumed)} became ${bytesText(inflated)}); chat exports expand about 5 to 20×`)
    }
  }
  const push = (piece: Uint8Array, final: boolean) => {
    try {
      unzip.push(piece, final)
    } catch (err) {
      const cut = open as { name: string; bytes: number } | null
      failure ??= final && cut ? truncated(cut) : importProblem('broken_zip', `The zip is damaged (${(err as Error).message}).`)
    }
  }

  for await (const chunk of source) {
    for (let at = 0; at < chunk.length; at += ZIP_PIECE) {
      const piece = chunk.subarray(at, Math.min(chunk.length, at + ZIP_PIECE))
      consumed += piece.length
      push(piece, false)
      check()
      while (out.length > 0) yield out.shift() as ZipEvent
    }
  }
  push(new Uint8Array(0), true)
  check()
  while (out.length > 0) yield out.shift() as ZipEvent
  const unfinished = open as { name: string; bytes: number } | null
  if (unfinished) throw truncated(unfinished)
}

function truncated(entry: { name: string; bytes: number }): Error {
  return importProblem('truncated_zip', `The zip is cut short: ${entry.name} ends after ${bytesText(entry.bytes)}, before its end. The download may not have finished: download the export again.`)
}

function bomb(why: string): Error {
  return importProblem('zip_bomb', `Tokentally stopped reading this zip: ${why}. It looks like a zip bomb, not an export.`)
}
