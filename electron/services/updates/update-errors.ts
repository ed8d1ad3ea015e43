/** A failed check or download in words for a person; the app keeps working either way. */
export function describeUpdateError(err: unknown): string {
  const e = err as { code?: unknown; statusCode?: unknown; message?: unknown } | null
  const code = typeof e?.code === 'string' ? e.code : ''
  const status = typeof e?.statusCode === 'number' ? e.statusCode : null
  const message = typeof e?.message === 'string' ? e.message : String(err)
  if (code === 'update_timeout') return message
  if (status === 404 || /\b404\b/.test(message)) return 'The update feed has no release for this platform (HTTP 404). Tokentally keeps working; it will check again later.'
  if (status !== null) return `The update feed answered HTTP ${status}. Tokentally keeps working; it will check again later.`
  if (/sha512 checksum mismatch|checksum/i.test(message)) return 'The downloaded update failed its checksum check and was discarded. Tokentally keeps working; it will try again at the next check.'
  if (/signature|not signed|ERR_UPDATER_INVALID_SIGNATURE/i.test(`${code} ${message}`)) return 'The downloaded update is not signed by the publisher and was discarded.'
  if (/ENOTFOUND|ECONNREFUSED|ECONNRESET|EAI_AGAIN|ENETUNREACH|ETIMEDOUT|net::ERR_/.test(`${code} ${message}`)) {
    return 'Could not reach the update feed (offline?). Tokentally keeps working; it will check again later.'
  }
  if (/ERR_UPDATER_INVALID_UPDATE_INFO|Cannot parse update info|YAMLException|yaml|No files provided|ERR_UPDATER_NO_FILES_PROVIDED|Invalid Version|ERR_UPDATER_INVALID_VERSION/i.test(`${code} ${message}`)) {
    return 'The update feed is malformed (its release file could not be read). Tokentally keeps working; it will check again later.'
  }
  return `The update check failed: ${message.split('\n')[0]?.slice(0, 200)}`
}
