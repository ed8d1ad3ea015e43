import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { findIn, type Hit } from '../../support/secret-forms'

export { findIn, type Hit, needlesFor } from '../../support/secret-forms'

/** Every file under `dir` (recursively: caches, chats, exports, logs, temp files), as UTF-8 and as UTF-16. */
export async function scanFiles(dir: string, secrets: readonly string[]): Promise<{ files: string[]; hits: Hit[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files: string[] = []
  const hits: Hit[] = []
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const bytes = await readFile(path).catch(() => null)
    if (bytes === null) continue
    files.push(path)
    hits.push(...findIn(path, bytes.toString('utf8'), secrets), ...findIn(`${path} (UTF-16)`, bytes.toString('utf16le'), secrets))
  }
  return { files, hits }
}

/** localStorage, sessionStorage, every IndexedDB database and store, Cache Storage and cookies of the page. */
export async function browserStorage(page: Page): Promise<Record<string, string>> {
  const inPage = await page.evaluate(async () => {
    const out: Record<string, string> = {}
    const dump = (storage: Storage) => JSON.stringify(Array.from({ length: storage.length }, (_, i) => storage.key(i)).map((k) => [k, k === null ? null : storage.getItem(k)]))
    out.localStorage = dump(window.localStorage)
    out.sessionStorage = dump(window.sessionStorage)
    out.cookie = document.cookie
    const dbs = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : []
    for (const info of dbs) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name as string)
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
      for (const storeName of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(storeName, 'readonly').objectStore(storeName).getAll()
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error)
        })
        out[`indexedDB:${info.name}/${storeName}`] = JSON.stringify(rows)
      }
      db.close()
    }
    out.indexedDBNames = JSON.stringify(dbs.map((d) => d.name))
    if ('caches' in window) {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        const texts: string[] = []
        for (const request of await cache.keys()) texts.push(request.url, (await (await cache.match(request))?.text()) ?? '')
        out[`cache:${name}`] = texts.join('\n')
      }
    }
    return out
  })
  inPage.contextCookies = JSON.stringify(await page.context().cookies())
  return inPage
}

/** Channels whose arguments carry a key from the renderer to main by design (the user typed it). */
export const KEY_ENTRY_CHANNELS = new Set(['connections:verify', 'connections:add', 'connections:update'])

/**
 * The IPC log minus the one direction a key may travel: the renderer sending a key the user typed
 * to main (verify/add/update arguments). Every result and every event must be free of keys.
 */
export function ipcPayloadsToScan(log: readonly string[]): { label: string; text: string }[] {
  return log.flatMap((entry, i) => {
    const parsed = JSON.parse(entry) as { invoke?: string; event?: string; result?: unknown }
    if (parsed.invoke !== undefined && KEY_ENTRY_CHANNELS.has(parsed.invoke)) return []
    const label = parsed.invoke !== undefined ? `ipc[${i}] invoke ${parsed.invoke} args` : parsed.event !== undefined ? `ipc[${i}] event ${parsed.event}` : `ipc[${i}] result`
    return [{ label, text: entry }]
  })
}
