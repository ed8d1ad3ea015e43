import { createHash } from 'node:crypto'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Feed {
  url: string
  /** Every path asked for, in order. */
  requests: string[]
  /** Replaces a file, or sets an HTTP status / a delay (ms) for a path. */
  put(path: string, body: string | Buffer): void
  status(path: string, code: number): void
  delay(path: string, ms: number): void
  close(): Promise<void>
}

/** A generic electron-updater feed on 127.0.0.1 (the files `electron-builder` publishes). */
export async function startFeed(): Promise<Feed> {
  const files = new Map<string, string | Buffer>()
  const statuses = new Map<string, number>()
  const delays = new Map<string, number>()
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.slice(1)
    requests.push(path)
    const answer = () => {
      const status = statuses.get(path)
      const body = files.get(path)
      if (status !== undefined || body === undefined) {
        res.writeHead(status ?? 404, { 'content-type': 'text/plain' }).end('not here')
        return
      }
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': Buffer.byteLength(body) }).end(body)
    }
    const ms = delays.get(path)
    if (ms) setTimeout(answer, ms)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    put: (path, body) => void files.set(path, body),
    status: (path, code) => void statuses.set(path, code),
    delay: (path, ms) => void delays.set(path, ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A release: the package and the `latest-linux.yml` that describes it (sha512 of `checksumOf`, default the package). */
export function linuxRelease(version: string, options: { checksumOf?: Buffer; kind?: 'deb' | 'AppImage'; body?: Buffer } = {}) {
  const file = options.kind === 'AppImage' ? `Tokentally-${version}.AppImage` : `tokentally_${version}_amd64.deb`
  const body = options.body ?? Buffer.from(`pretend package ${version}\n`)
  const sha512 = createHash('sha512')
    .update(options.checksumOf ?? body)
    .digest('base64')
  const yml = [`version: ${version}`, 'files:', `  - url: ${file}`, `    sha512: ${sha512}`, `    size: ${body.length}`, `path: ${file}`, `sha512: ${sha512}`, "releaseDate: '2026-11-20T10:00:00.000Z'", ''].join('\n')
  return { file, body, yml }
}
