#!/usr/bin/env node
// Runs the E2E specs on E2E_TARGET (chromium by default, or electron when its binary is installed).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const target = process.env.E2E_TARGET === 'electron' ? 'electron' : 'chromium'
if (target === 'electron') {
  let binary = null
  try {
    binary = createRequire(import.meta.url)('electron')
  } catch {
    // The package throws when its binary was never downloaded.
  }
  if (typeof binary !== 'string' || !existsSync(binary)) {
    console.log('electron target skipped: no Electron binary')
    process.exit(0)
  }
}
if (!existsSync('out/renderer/index.html') || !existsSync('out/main')) {
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_TARGET: target },
})
process.exit(run.status ?? 1)
