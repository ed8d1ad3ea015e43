import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import type { Page } from '@playwright/test'
import { CONTENT_TYPES as TYPES } from './content-types'

/** The built renderer is served to Chromium from this origin by Playwright itself (no server). */
export const APP_ORIGIN = 'http://tokentally.localhost'
export const APP_URL = `${APP_ORIGIN}/index.html`
const RENDERER_DIR = join(process.cwd(), 'out', 'renderer')


/**
 * Serves out/renderer on APP_ORIGIN and refuses every other request, recording it: the renderer
 * must make no network requests at all, so `blocked` should stay empty.
 */
export async function serveRenderer(page: Page, blocked: string[]): Promise<void> {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== APP_ORIGIN) {
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    }
    const path = normalize(join(RENDERER_DIR, decodeURIComponent(url.pathname)))
    if (!path.startsWith(RENDERER_DIR)) return route.fulfill({ status: 403 })
    try {
      const body = await readFile(path)
      return route.fulfill({ status: 200, body, headers: { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' } })
    } catch {
      return route.fulfill({ status: 404, body: 'not found' })
    }
  })
}
