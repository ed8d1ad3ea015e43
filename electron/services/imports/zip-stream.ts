import { Unzip, type UnzipFile, UnzipInflate } from 'fflate'
import { type Said, say } from '../../../shared/error-model'
import { importProblem, sizeArgs } from './import-problem'

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
      failure = bomb(say('fileErrors.zip.bombDeclared', { name: file.name, ...sizeArgs('size', file.originalSize), ...sizeArgs('max', limits.maxBytes) }))
      return
    }
    const entry = { name: file.name, bytes: 0 }
    open = entry
    out.push({ kind: 'entry', name: file.name })
    file.ondata = (err, data, final) => {
      if (err) {
        failure = importProblem('broken_zip', say('fileErrors.zip.entryBroken', { name: file.name, detail: err.message }))
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
      failure = importProblem('broken_zip', [say('fileErrors.zip.packedOddly', { name: file.name, detail: (err as Error).message }), say('fileErrors.zip.unzipYourself')])
    }
  })
  unzip.register(UnzipInflate)

  const check = () => {
    if (failure) throw failure
    if (inflated > limits.maxBytes) throw bomb(say('fileErrors.zip.bombSize', sizeArgs('max', limits.maxBytes)))
    if (inflated > limits.ratioFloorBytes && inflated > consumed * limits.maxRatio) {
      throw bomb(say('fileErrors.zip.bombRatio', { ratio: limits.maxRatio, ...sizeArgs('read', consumed), ...sizeArgs('inflated', inflated) }))
    }
  }
  const push = (piece: Uint8Array, final: boolean) => {
    try {
      unzip.push(piece, final)
    } catch (err) {
      const cut = open as { name: string; bytes: number } | null
      failure ??= final && cut ? truncated(cut) : importProblem('broken_zip', say('fileErrors.zip.broken', { detail: (err as Error).message }))
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
  return importProblem('truncated_zip', [say('fileErrors.zip.cutShort', { name: entry.name, ...sizeArgs('size', entry.bytes) }), say('fileErrors.zip.downloadAgain')])
}

/** `why`: the sentence saying what the zip does ("Tokentally stopped reading this zip: it expands over 100× …"). */
function bomb(why: Said): Error {
  return importProblem('zip_bomb', [why, say('fileErrors.zip.bomb')])
}
