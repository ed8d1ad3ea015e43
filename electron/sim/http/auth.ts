import type { IncomingMessage } from 'node:http'
import type { ApiKey } from '../accounts'
import { ApiError } from '../errors'

/** The key from `Authorization: Bearer <key>`; extra spaces around the key make it invalid. */
function bearerKey(req: IncomingMessage): string | null | undefined {
  const header = req.headers.authorization
  if (header === undefined || header === '') return undefined
  const match = /^Bearer ([^\s]+)$/i.exec(header)
  return match?.[1] ?? null
}

/**
 * Resolves the calling key or throws 401. `code` is the error code to use: the string "401"
 * for balance and usage (per the spec), a descriptive one for chat.
 */
export function authenticate(req: IncomingMessage, keys: ReadonlyMap<string, ApiKey>, code: string): ApiKey {
  const key = bearerKey(req)
  const fail = (message: string): ApiError => new ApiError(401, code, message, null, { 'www-authenticate': 'Bearer' })
  if (key === undefined) throw fail('Missing API key. Send it as "Authorization: Bearer <API_KEY>".')
  if (key === null) throw fail('Malformed Authorization header. Use "Bearer <API_KEY>" with no extra spaces.')
  const record = keys.get(key)
  if (!record) throw fail('Invalid API key.')
  if (!record.active) throw fail('This API key is no longer active.')
  return record
}
