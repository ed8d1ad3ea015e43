import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { ApiError } from './errors'
import { applyRespondFault } from './http/apply-fault'
import { Reply } from './http/reply'
import { handleBalance } from './routes/balance'
import { CHAT_PATH, handleChat } from './routes/chat'
import { handleControl } from './routes/control'
import { handleModels } from './routes/models'
import { handleUsage } from './routes/usage'
import type { SimState } from './state'

function methodNotAllowed(allowed: string): ApiError {
  return new ApiError(405, 'method_not_allowed', `Method not allowed; use ${allowed}.`, null, { allow: allowed })
}

async function route(req: IncomingMessage, url: URL, reply: Reply, state: SimState): Promise<void> {
  const method = req.method ?? 'GET'
  const path = url.pathname
  const expect = (allowed: string): void => {
    if (method !== allowed) throw methodNotAllowed(allowed)
  }
  if (path === '/v1/models' || path.startsWith('/v1/models/')) {
    expect('GET')
    const id = path === '/v1/models' ? null : decodeURIComponent(path.slice('/v1/models/'.length))
    return handleModels(reply, id, state.options.retiredModels)
  }
  switch (path) {
    case CHAT_PATH:
      expect('POST')
      return handleChat(req, reply, state)
    case '/v1/balance':
      expect('GET')
      return handleBalance(req, url, reply, state)
    case '/v1/usage':
      expect('GET')
      return handleUsage(req, url, reply, state)
    default:
      throw new ApiError(404, 'not_found', `No endpoint ${method} ${path}. The API lives under /v1.`)
  }
}

function parseUrl(req: IncomingMessage): URL {
  try {
    return new URL(req.url ?? '/', 'http://127.0.0.1')
  } catch {
    return new URL('http://127.0.0.1/')
  }
}

async function handle(req: IncomingMessage, res: ServerResponse, state: SimState): Promise<void> {
  // Errors on a socket the client dropped are expected; they must never crash the simulator.
  req.on('error', () => undefined)
  res.on('error', () => undefined)
  const method = req.method ?? 'GET'
  const url = parseUrl(req)
  const path = url.pathname
  const control = path === '/_sim' || path.startsWith('/_sim/')
  const endpoint = `${method} ${path}`
  const reply = new Reply(res, (status) => {
    if (!control) state.stats.countStatus(endpoint, status)
  })
  try {
    if (control) return await handleControl(req, path, reply, state)
    state.stats.countRequest(endpoint)
    const fault = state.faults.takeRespond(method, path)
    if (fault) {
      state.stats.faultsApplied++
      return applyRespondFault(fault, req, reply)
    }
    await route(req, url, reply, state)
  } catch (error) {
    if (reply.sent) {
      res.destroy()
      return
    }
    if (error instanceof ApiError) {
      reply.error(error)
      return
    }
    console.error('[sim] unexpected error', error)
    reply.error(new ApiError(500, 'internal_error', 'The simulator hit an unexpected error.'))
  }
}

export function createSimServer(state: SimState): Server {
  const server = createServer((req, res) => {
    void handle(req, res, state)
  })
  server.on('clientError', (_error, socket) => {
    if (!socket.writable) return
    const body = JSON.stringify({ error: { message: 'Malformed HTTP request.', type: 'invalid_request_error', code: 'bad_request', param: null } })
    socket.end(`HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`)
  })
  return server
}
