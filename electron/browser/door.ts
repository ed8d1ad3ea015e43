import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { SOCKET_PATH } from '../../shared/ipc/socket-protocol'
import { CONTENT_SECURITY_POLICY } from '../host/csp'
import { ALL_GUARDS, type Guards, cookieValue, hostAllowed, originAllowed, sameSecret } from './door-guards'
import { rendererFiles } from './static-files'

/** Connect-style middleware (vite's dev server in `npm run dev -- --browser`). */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export interface DoorOptions {
  /** The renderer's built files (out/renderer). */
  rendererDir: string
  /** 0 (default): a random free port. */
  port?: number
  /** Where to listen: 127.0.0.1, always, outside the door's own tests. */
  listenAddress?: string
  /** The per-launch token; random unless a test gives one. */
  token?: string
  /** A page's WebSocket, admitted. */
  onSocket(socket: WebSocket): void
  guards?: Partial<Guards>
  /** Serves the renderer instead of rendererDir (dev, with hot reload), behind the same checks. */
  dev?: { middleware: Middleware; hmrUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void }
}

export interface Door {
  readonly port: number
  readonly origin: string
  /** The URL to open, carrying the token (printed once; the token works once). */
  readonly url: string
  /** Makes `contents` downloadable once from a same-origin URL; returns that URL's path. */
  offerDownload(name: string, contents: string): string
  /** #34: the same for a file on disk (streamed, then deleted): a zip or backup of any size. */
  offerFile(name: string, path: string): string
  close(): Promise<void>
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

const secret = () => randomBytes(32).toString('base64url')

/**
 * The build names every file under /assets/ by its content hash: the browser may keep it (and the
 * code it compiled from it) for good, and a new build's index.html names new files. The rest
 * (index.html, page-start.js) is asked for again on every load.
 */
const cachingOf = (path: string) => (path.startsWith('/assets/') ? 'private, max-age=31536000, immutable' : 'no-cache')

/**
 * Browser mode's only way in, guarded like Jupyter's local server: bound to loopback; Host must be
 * ours (DNS rebinding); Origin must be ours; the token in the printed URL is exchanged once for an
 * HttpOnly, SameSite=Strict cookie and the URL cleaned; every request and the WebSocket then need
 * that cookie. No CORS headers are ever sent; every response carries the desktop window's CSP.
 */
export async function openDoor(options: DoorOptions): Promise<Door> {
  const guards: Guards = { ...ALL_GUARDS, ...options.guards }
  const token = options.token ?? secret()
  let tokenUsed = false
  const sessions = new Set<string>()
  const downloads = new Map<string, { name: string; contents: string } | { name: string; path: string }>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 * 1024 })
  const files = rendererFiles(options.rendererDir)
  let port = 0
  const cookieName = () => `tokentally_${port}`

  const refuse = (res: ServerResponse, status: number, text: string) => {
    res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(`${text}\n`)
  }

  const hasSession = (req: IncomingMessage) => !guards.token || sessions.has(cookieValue(req.headers.cookie, cookieName()) ?? '')

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (guards.host && !hostAllowed(req.headers, port)) return refuse(res, 403, 'Refused: this server answers only to 127.0.0.1 and localhost on its own port.')
    if (guards.origin && !originAllowed(req.headers, port, { required: false })) return refuse(res, 403, 'Refused: a request from another site.')
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method not allowed.')
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const presented = url.searchParams.get('token')
    if (presented !== null) {
      if (!sameSecret(presented, token) || tokenUsed) {
        return refuse(res, 403, 'Refused: this link is wrong or was used already. Open the link Tokentally printed when it started, or restart it for a new one.')
      }
      tokenUsed = true
      const session = secret()
      sessions.add(session)
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        'Set-Cookie': `${cookieName()}=${session}; HttpOnly; SameSite=Strict; Path=/`,
        Location: '/',
        'Cache-Control': 'no-store',
      })
      return res.end()
    }
    if (!hasSession(req)) return refuse(res, 401, 'Not signed in: open the link Tokentally printed when it started (it carries a one-time token).')
    const download = url.pathname.startsWith('/download/') ? downloads.get(url.pathname.slice('/download/'.length)) : undefined
    if (download) {
      downloads.delete(url.pathname.slice('/download/'.length))
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${download.name.replace(/[^\w.\- ]/g, '_')}"`,
        'Cache-Control': 'no-store',
      })
      if ('contents' in download) return res.end(download.contents)
      const file = createReadStream(download.path)
      file.on('close', () => void rm(download.path, { force: true }))
      file.on('error', () => res.destroy())
      return void file.pipe(res)
    }
    if (options.dev) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (name !== 'Content-Security-Policy') res.setHeader(name, value)
      return options.dev.middleware(req, res, () => refuse(res, 404, 'Not found.'))
    }
    const file = await files.read(url.pathname)
    if (!file) return refuse(res, 404, 'Not found.')
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': file.contentType, 'Cache-Control': cachingOf(url.pathname) })
    res.end(req.method === 'HEAD' ? undefined : file.body)
  }

  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const admitted =
      (!guards.host || hostAllowed(req.headers, port)) && (!guards.origin || originAllowed(req.headers, port, { required: true })) && hasSession(req)
    if (!admitted) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    if (options.dev && req.headers['sec-websocket-protocol'] === 'vite-hmr') return options.dev.hmrUpgrade(req, socket, head)
    if (path !== SOCKET_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => options.onSocket(ws))
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) refuse(res, 500, 'Internal error.')
      else res.destroy()
    })
  })
  server.on('upgrade', upgrade)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.listenAddress ?? '127.0.0.1', () => resolve())
  })
  port = (server.address() as AddressInfo).port
  const origin = `http://127.0.0.1:${port}`

  return {
    port,
    origin,
    url: `${origin}/?token=${token}`,
    offerDownload: (name, contents) => {
      const id = secret()
      downloads.set(id, { name, contents })
      return `/download/${id}`
    },
    offerFile: (name, path) => {
      const id = secret()
      downloads.set(id, { name, path })
      return `/download/${id}`
    },
    close: async () => {
      for (const client of wss.clients) client.terminate()
      wss.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
