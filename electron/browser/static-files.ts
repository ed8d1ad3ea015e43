import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

/** Content types of the files the built renderer is made of. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.map': 'application/json',
}

export interface StaticFile {
  body: Buffer
  contentType: string
}

/** A file of the built renderer for a URL path, or null (outside the folder, or missing). `/` is index.html. */
export async function readRendererFile(rendererDir: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const root = normalize(rendererDir + sep)
  const path = normalize(join(root, decoded === '/' ? 'index.html' : decoded))
  if (!path.startsWith(root)) return null
  try {
    return { body: await readFile(path), contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' }
  } catch {
    return null
  }
}
