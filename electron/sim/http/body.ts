import type { IncomingMessage } from 'node:http'
import { ApiError } from '../errors'

export const MAX_BODY_BYTES = 8 * 1024 * 1024
/** Past this, an oversized body is no longer drained and the connection is dropped. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_DRAIN_BYTES) {
      req.destroy()
      break
    }
    // Keep draining an oversized body so the client sees the 413 instead of a reset.
    if (size <= MAX_BODY_BYTES) chunks.push(buffer)
  }
  if (size > MAX_BODY_BYTES) {
    throw new ApiError(413, 'request_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes.`, null, { connection: 'close' })
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Reads and parses a JSON request body; bad input becomes a 400 (or 413), never a crash. */
export async function readJson(req: IncomingMessage, options: { requireJsonType: boolean }): Promise<unknown> {
  const type = req.headers['content-type'] ?? ''
  if (options.requireJsonType && !/^application\/json\b/i.test(type)) {
    throw new ApiError(400, 'invalid_content_type', 'Content-Type must be application/json.')
  }
  const text = await readText(req)
  if (text.trim() === '') throw new ApiError(400, 'invalid_json', 'The request body is empty; a JSON object is required.')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')
  }
}
