/**
 * A static HTTP server on loopback for the built renderer (out/renderer) and the bench's own pages,
 * reached as http://tokentally.localhost:<port> (Chromium resolves *.localhost to loopback).
 * The E2E harness hands every file to Chromium through Playwright's route.fulfill, which sends the
 * bytes base64-encoded over CDP: for the 2 MB bundle that alone costs hundreds of milliseconds, a
 * cost the Electron app (files from disk) does not have. Here Chromium reads the files from a
 * socket; Playwright only refuses requests to any other origin.
 */
import { readFile } from 'node:fs/promises'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import type { Page } from '@playwright/test'
import { CONTENT_TYPES as TYPES } from '../../e2e/harness/content-types'


/** In-memory bench pages: path under /__bench/ → body. */
export type BenchPages = Map<string, { body: string; type: string }>

export interface Site {
  readonly origin: string
  /** The renderer's index.html. */
  readonly appUrl: string
  readonly rendererDir: string
  /** URL of a bench page, e.g. benchUrl('naive-chat.html'). */
  benchUrl(path: string): string
  addPages(pages: BenchPages): void
  /** Refuses every request of the page that leaves this site (the renderer makes none). */
  guard(page: Page): Promise<void>
  close(): Promise<void>
}

export async function startSite(rendererDir: string): Promise<Site> {
  const pages: BenchPages = new Map()
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const send = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
      // no-store: every load compiles the scripts afresh, as the harness's route.fulfill does.
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
      res.end(body)
    }
    if (url.pathname.startsWith('/__bench/')) {
      const own = pages.get(url.pathname.slice('/__bench/'.length))
      return own ? send(200, own.body, own.type) : send(404, 'not found')
    }
    const path = normalize(join(rendererDir, decodeURIComponent(url.pathname)))
    if (!path.startsWith(rendererDir)) return send(403, 'forbidden')
    readFile(path).then(
      (body) => send(200, body, TYPES[extname(path)] ?? 'application/octet-stream'),
      () => send(404, 'not found'),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://tokentally.localhost:${(server.address() as AddressInfo).port}`
  return {
    origin,
    appUrl: `${origin}/index.html`,
    rendererDir,
    benchUrl: (path) => `${origin}/__bench/${path}`,
    addPages: (more) => {
      for (const [k, v] of more) pages.set(k, v)
    },
    guard: async (page) => {
      await page.route(
        (url) => url.origin !== origin,
        (route) => route.abort('blockedbyclient'),
      )
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
