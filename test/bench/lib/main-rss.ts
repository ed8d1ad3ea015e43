import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { round } from './stats'

/**
 * main_rss_mb_10k_chats: main's core in a Node process of its own (so the bench's Playwright,
 * simulator and esbuild are not counted), started on the data directory, after one search; RSS in
 * MiB after two full GCs. Electron's main adds its own runtime on top (not measured here).
 */
export async function measureMainRss(dataDir: string, query: string): Promise<{ rssMb: number; heapMb: number; note: string }> {
  const file = join(import.meta.dirname, 'main-rss-child.ts')
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--no-warnings', '--import', 'tsx', file, dataDir, query], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve(stdout)
      else reject(new Error(`main-rss child exited with ${code}: ${stderr.slice(0, 500)}`))
    })
  })
  const line = out.trim().split('\n').at(-1) ?? ''
  const r = JSON.parse(line) as { rssMb: number; heapMb: number; did: string; startupMs: number }
  return { rssMb: round(r.rssMb), heapMb: round(r.heapMb), note: `core alone in Node (tsx; started by the test harness in ${round(r.startupMs)} ms), after one ${r.did}; JS heap ${round(r.heapMb)} MiB` }
}
