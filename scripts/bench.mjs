#!/usr/bin/env node
// `npm run bench`: builds the app when out/ is missing, then runs test/bench/run.ts (through tsx,
// with a real keychain for main's secret store). Arguments are passed on, e.g. `npm run bench -- --only=chat`.
// The last line on stdout is the JSON object with every metric; bench-results.json has the details.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const args = process.argv.slice(2)

/** Newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

if (!existsSync('out/renderer/index.html') || !existsSync('out/main')) {
  console.log('bench: out/ is missing, building the app first (npx electron-vite build)')
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
} else if (!process.env.BENCH_RENDERER_DIR && Math.max(newest('renderer'), newest('shared')) > statSync('out/renderer/index.html').mtimeMs) {
  console.log('bench: warning: renderer/ or shared/ changed after out/renderer was built; run `npx electron-vite build` to measure the current code')
}
const run = spawnSync('scripts/with-keyring.sh', ['npx', 'tsx', 'test/bench/run.ts', ...args], { stdio: 'inherit' })
process.exit(run.status ?? 1)
