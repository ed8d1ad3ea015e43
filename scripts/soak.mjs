#!/usr/bin/env node
// `npm run soak`: a simulated day of the app (test/soak/run.ts, through tsx, with --expose-gc so heap
// figures are taken after a full GC, and a real keychain for main's secret store). Builds out/ when it
// is missing. Arguments are passed on: `npm run soak -- --short` is the CI version (under 3 minutes).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('out/renderer/index.html')) {
  console.error('soak: out/renderer is missing, building the app first (npx electron-vite build)')
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const run = spawnSync('scripts/with-keyring.sh', [process.execPath, '--expose-gc', '--import', 'tsx', 'test/soak/run.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(run.status ?? 1)
