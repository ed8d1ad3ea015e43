#!/usr/bin/env node
// `npm run bench`: builds the app when out/ is missing, then runs test/bench/run.ts (through tsx,
// with a real keychain for main's secret store). Arguments are passed on, e.g. `npm run bench -- --only=chat`.
// The last line on stdout is the JSON object with the 12 metrics; bench-results.json has the details.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const args = process.argv.slice(2)
if (!existsSync('out/renderer/index.html') || !existsSync('out/main')) {
  console.log('bench: out/ is missing, building the app first (npx electron-vite build)')
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const run = spawnSync('scripts/with-keyring.sh', ['npx', 'tsx', 'test/bench/run.ts', ...args], { stdio: 'inherit' })
process.exit(run.status ?? 1)
