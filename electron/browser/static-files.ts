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

/**
 * The built renderer's files for one server, read from disk once each for those under /assets/:
 * their names carry their content's hash, so they never change under a name. A page load asks for
 * a dozen at once while main is starting; reading them again for every load (every window, every
 * reload) kept main's event loop, which answers the page's first calls, busy with file reads.
 * index.html and the other names are read fresh each time.
 */
export function rendererFiles(rendererDir: string): { read(urlPath: string): Promise<StaticFile | null> } {
  const kept = new Map<string, Promise<StaticFile | null>>()
  return {
    read(urlPath) {
      if (!urlPath.startsWith('/assets/')) return readRendererFile(rendererDir, urlPath)
      let file = kept.get(urlPath)
      if (!file) {
        file = readRendererFile(rendererDir, urlPath)
        kept.set(urlPath, file)
        // A missing file is asked for again next time (a half-written build, a typo in a URL).
        void file.then((found) => found ?? kept.delete(urlPath))
      }
      return file
    },
  }
}
