import type { IncomingMessage } from 'node:http'
import { errorType } from '../errors'
import type { RespondFault } from '../faults'
import type { Reply } from './reply'

/** Answers a request with an injected response: a status/headers/body, a hang, or a reset. */
export function applyRespondFault(fault: RespondFault, req: IncomingMessage, reply: Reply): void {
  if ('hang' in fault) {
    // Never answer; read and drop the body so the client is not blocked on upload.
    req.resume()
    return
  }
  if ('destroy' in fault) {
    req.socket.destroy()
    return
  }
  const headers: Record<string, string> = { ...fault.headers }
  const hasRetryAfter = Object.keys(headers).some((name) => name.toLowerCase() === 'retry-after')
  if ((fault.status === 429 || fault.status === 503) && !hasRetryAfter) headers['retry-after'] = '1'
  req.resume()
  if (fault.status === 204 || fault.status === 304) {
    reply.empty(fault.status, headers)
    return
  }
  const body =
    fault.body === undefined && fault.status >= 400
      ? { error: { message: `Simulated ${fault.status} response.`, type: errorType(fault.status), code: String(fault.status), param: null } }
      : fault.body
  if (body === undefined) reply.empty(fault.status, headers)
  else if (typeof body === 'string') reply.raw(fault.status, body, { 'content-type': 'application/json; charset=utf-8', ...headers })
  else reply.json(fault.status, body, headers)
}
