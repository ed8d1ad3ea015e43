import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { ApiError } from '../errors'

export type Headers = Readonly<Record<string, string>>

function lowerKeys(headers: Headers): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
}

/** Writes one response; every response carries an `X-Request-ID` and is counted by status. */
export class Reply {
  readonly requestId = `req_${randomBytes(12).toString('hex')}`

  constructor(
    readonly res: ServerResponse,
    private readonly onStatus: (status: number) => void,
  ) {}

  get sent(): boolean {
    return this.res.headersSent || this.res.destroyed
  }

  json(status: number, body: unknown, headers: Headers = {}): void {
    this.raw(status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', ...lowerKeys(headers) })
  }

  raw(status: number, body: string, headers: Headers = {}): void {
    if (!this.head(status, { 'content-length': String(Buffer.byteLength(body)), ...lowerKeys(headers) })) return
    this.res.end(body)
  }

  empty(status: number, headers: Headers = {}): void {
    if (!this.head(status, lowerKeys(headers))) return
    this.res.end()
  }

  error(error: ApiError): void {
    this.json(error.status, { error: error.body }, error.headers)
  }

  /** Sends the headers of an SSE stream and returns the response to write events to. */
  beginStream(headers: Headers = {}): ServerResponse {
    this.head(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      ...lowerKeys(headers),
    })
    this.res.flushHeaders()
    return this.res
  }

  private head(status: number, headers: Headers): boolean {
    if (this.sent) return false
    this.onStatus(status)
    this.res.writeHead(status, { 'x-request-id': this.requestId, ...headers })
    return true
  }
}
