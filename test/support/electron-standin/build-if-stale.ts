import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = ['electron', 'shared', 'renderer', 'resources', 'electron.vite.config.ts', 'package.json']
const OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']

function newest(path: string): number {
  const s = statSync(path)
  if (!s.isDirectory()) return s.mtimeMs
  let max = s.mtimeMs
  for (const name of readdirSync(path)) if (name !== 'node_modules') max = Math.max(max, newest(join(path, name)))
  return max
}

/** vitest globalSetup of the `shipped` project: the tests run the built bundles, so build them when missing or older than their sources. */
export default function setup(): void {
  const built = OUTPUTS.every((p) => existsSync(p)) ? Math.min(...OUTPUTS.map((p) => statSync(p).mtimeMs)) : 0
  const source = Math.max(...SOURCES.filter((p) => existsSync(p)).map(newest))
  if (built > source) return
  console.log(`[shipped] out/ is ${built ? 'older than its sources' : 'missing'}: electron-vite build`)
  const run = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' })
  if (run.status !== 0) throw new Error('electron-vite build failed: the shipped-bundle tests need out/')
}
