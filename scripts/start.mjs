#!/usr/bin/env node
// `npm start` (electron-vite preview) and `npm run dev` (electron-vite dev), launched the way this
// machine needs: ELECTRON_OVERRIDE_DIST_PATH honoured, --no-sandbox as root on Linux, xvfb-run -a
// without a display, and a clear message (exit 1) when there is no Electron binary.
// Usage: node scripts/start.mjs preview|dev [electron-vite options] [-- electron flags]
import { spawnSync } from 'node:child_process'
import { electronViteCommand, planElectronLaunch, probeMachine } from './electron-launch.mjs'

const [mode, ...extraArgs] = process.argv.slice(2)
if (mode !== 'preview' && mode !== 'dev') {
  console.error('usage: node scripts/start.mjs preview|dev [electron-vite options]')
  process.exit(2)
}
const plan = planElectronLaunch(probeMachine())
if (!plan.ok) {
  console.error(`npm ${mode === 'preview' ? 'start' : 'run dev'}: ${plan.message}`)
  process.exit(1)
}
const { command, args, env } = electronViteCommand(plan, mode, extraArgs)
const notes = [plan.source === 'override' && `Electron from ELECTRON_OVERRIDE_DIST_PATH (${plan.executable})`, ...plan.flags.map((f) => `${f} (running as root)`), plan.wrapper.length > 0 && 'under xvfb-run -a (no DISPLAY)']
for (const note of notes.filter(Boolean)) console.log(`start: ${note}`)
const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' })
process.exit(run.status ?? 1)
