#!/usr/bin/env node
// `npm start` (electron-vite preview) and `npm run dev` (electron-vite dev): the desktop app when
// Electron can start here, otherwise (or with --browser) browser mode: the same services under
// Node, the renderer in a browser behind a guarded loopback door (electron/browser/).
// Electron is launched the way this machine needs: ELECTRON_OVERRIDE_DIST_PATH honoured,
// --no-sandbox as root on Linux, xvfb-run -a without a display; --desktop fails clearly (exit 1)
// when it cannot start.
// Usage: node scripts/start.mjs preview|dev [--browser|--desktop] [--open] [--port N] [electron-vite options]
import { spawn, spawnSync } from 'node:child_process'
import { electronViteCommand, planElectronLaunch, probeMachine } from './electron-launch.mjs'
import { chooseStartMode, nodeTooOld, splitStartArgs } from './start-mode.mjs'

const [mode, ...rawArgs] = process.argv.slice(2)
if (mode !== 'preview' && mode !== 'dev') {
  console.error('usage: node scripts/start.mjs preview|dev [--browser|--desktop] [--open] [--port N] [electron-vite options]')
  process.exit(2)
}
const npmName = `npm ${mode === 'preview' ? 'start' : 'run dev'}`
const args = splitStartArgs(rawArgs)
const plan = planElectronLaunch(probeMachine())
const choice = chooseStartMode(args, plan)
if (choice.mode === 'fail') {
  console.error(`${npmName}: ${choice.message}`)
  process.exit(1)
}

if (choice.mode === 'desktop') {
  const { command, args: viteArgs, env } = electronViteCommand(plan, mode, args.viteArgs)
  const notes = [plan.source === 'override' && `Electron from ELECTRON_OVERRIDE_DIST_PATH (${plan.executable})`, ...plan.flags.map((f) => `${f} (running as root)`), plan.wrapper.length > 0 && 'under xvfb-run -a (no DISPLAY)']
  for (const note of notes.filter(Boolean)) console.log(`start: ${note}`)
  const run = spawnSync(command, viteArgs, { stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' })
  process.exit(run.status ?? 1)
}

if (choice.note) console.log(`${npmName}: ${choice.note}`)
if (nodeTooOld()) {
  console.error(`${npmName}: browser mode needs Node 22.13 or later (this is ${process.versions.node}).`)
  process.exit(1)
}
if (mode === 'preview' && !args.skipBuild) {
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// One process (tsx's loader in this Node), so Ctrl+C reaches the server and it releases its lock.
const serverArgs = ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'electron/browser/cli.ts', ...args.browserArgs, ...(mode === 'dev' ? ['--dev'] : [])]
const server = spawn(process.execPath, serverArgs, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
