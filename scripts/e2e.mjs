#!/usr/bin/env node
// Runs the E2E specs on E2E_TARGET: chromium (default) or electron. An explicitly requested
// electron target with no Electron binary fails (exit 1) with a message: a run that tests nothing
// is not a pass. Without a display the electron run goes under xvfb-run -a; the harness adds
// --no-sandbox as root and honours ELECTRON_OVERRIDE_DIST_PATH (scripts/electron-launch.mjs).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { planElectronLaunch, probeMachine } from './electron-launch.mjs'

const target = process.env.E2E_TARGET === 'electron' ? 'electron' : 'chromium'
let wrapper = []
if (target === 'electron') {
  const plan = planElectronLaunch(probeMachine())
  if (!plan.ok) {
    console.error(`E2E electron target: ${plan.message}`)
    process.exit(1)
  }
  wrapper = plan.wrapper
  console.log(`E2E electron target: ${plan.executable}${plan.flags.length ? ` ${plan.flags.join(' ')}` : ''}${wrapper.length ? ' (under xvfb-run -a: no DISPLAY)' : ''}`)
}
if (!existsSync('out/renderer/index.html') || !existsSync('out/main')) {
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const [command, ...args] = [...wrapper, 'npx', 'playwright', 'test', '-c', 'test/e2e/playwright.config.ts', ...process.argv.slice(2)]
const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, E2E_TARGET: target } })
process.exit(run.status ?? 1)
