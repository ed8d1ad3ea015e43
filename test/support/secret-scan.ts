import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Every file under `dir` (recursively, hidden and temp files included) that contains `secret`, raw or base64. */
export async function filesContaining(dir: string, secret: string): Promise<string[]> {
  const needles = [Buffer.from(secret, 'utf8'), Buffer.from(Buffer.from(secret, 'utf8').toString('base64')), Buffer.from(secret, 'utf16le')]
  const hits: string[] = []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    // A temp file renamed away while we scan (an atomic write finishing) is read under its final name.
    const content = await readFile(path).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return Buffer.alloc(0)
      throw err
    })
    if (needles.some((n) => content.includes(n))) hits.push(path)
  }
  return hits
}

export async function fileCount(dir: string): Promise<number> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length
}
