// How to launch Electron on this machine: which executable, which flags, whether a virtual display
// is needed. The decisions are pure functions of a `Machine` (tested in
// test/unit/scripts/electron-launch.test.ts); `probeMachine()` reads the real one. Used by
// scripts/start.mjs (npm start, npm run dev), scripts/e2e.mjs and the E2E harness's electron target.
// Never `require('electron')`: when its binary is missing, the package tries to download it.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Where the executable sits inside an Electron distribution, per platform (the package's path.txt says the same). */
export const EXECUTABLE_IN_DIST = { linux: 'electron', darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' }

/**
 * The Electron executable: inside `ELECTRON_OVERRIDE_DIST_PATH` when that is set (as the electron
 * package itself does), otherwise in the package's `dist/`.
 * @param {import('./electron-launch.d.mts').Machine} machine
 */
export function electronExecutable(machine) {
  const inDist = machine.pathTxt ?? EXECUTABLE_IN_DIST[machine.platform] ?? 'electron'
  const override = machine.env.ELECTRON_OVERRIDE_DIST_PATH
  if (override) return { path: join(override, inDist), source: 'override' }
  return { path: join(machine.electronPackageDir, 'dist', inDist), source: 'package' }
}

/** Chromium refuses to start as root with its sandbox on; a root user on Linux (containers, CI) gets --no-sandbox. */
export function electronFlags(machine) {
  return machine.platform === 'linux' && machine.uid === 0 ? ['--no-sandbox'] : []
}

/** On Linux without a display server (no DISPLAY, no WAYLAND_DISPLAY) Electron cannot open a window. */
export function needsVirtualDisplay(machine) {
  return machine.platform === 'linux' && !machine.env.DISPLAY && !machine.env.WAYLAND_DISPLAY
}

/** The message for a missing executable: what is missing and the ways to get one. */
export function missingBinaryMessage(executable) {
  const where =
    executable.source === 'override'
      ? `ELECTRON_OVERRIDE_DIST_PATH points at a folder without an Electron executable (${executable.path} does not exist).`
      : `no Electron binary: ${executable.path} does not exist (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1, or its download failed).`
  return (
    `${where}\n` +
    'To get one: run `npx install-electron` (downloads the version in package.json), or set ' +
    'ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron 45 distribution (the folder holding its executable).'
  )
}

/**
 * Everything needed to start Electron here, or why it cannot start.
 * `wrapper` is the command to put in front (["xvfb-run", "-a"] without a display).
 * @param {import('./electron-launch.d.mts').Machine} machine
 * @returns {import('./electron-launch.d.mts').LaunchPlan}
 */
export function planElectronLaunch(machine) {
  const executable = electronExecutable(machine)
  if (!machine.exists(executable.path)) return { ok: false, message: missingBinaryMessage(executable) }
  const wrapper = needsVirtualDisplay(machine) ? ['xvfb-run', '-a'] : []
  if (wrapper.length > 0 && !machine.hasXvfbRun) {
    return {
      ok: false,
      message: 'no display: DISPLAY and WAYLAND_DISPLAY are unset and xvfb-run is not installed. Install it (Debian/Ubuntu: apt-get install xvfb) or run from a desktop session.',
    }
  }
  return { ok: true, executable: executable.path, source: executable.source, flags: electronFlags(machine), wrapper }
}

/**
 * The electron-vite command for `npm start` (preview) or `npm run dev` (dev): the executable goes
 * through ELECTRON_EXEC_PATH (electron-vite does not read ELECTRON_OVERRIDE_DIST_PATH), Electron's
 * flags after `--`.
 * @param {Extract<import('./electron-launch.d.mts').LaunchPlan, { ok: true }>} plan
 * @param {'preview' | 'dev'} mode
 * @param {string[]} extraArgs
 */
export function electronViteCommand(plan, mode, extraArgs = []) {
  const args = ['electron-vite', mode, ...extraArgs]
  if (plan.flags.length > 0) args.push(...(extraArgs.includes('--') ? [] : ['--']), ...plan.flags)
  const [command, ...rest] = [...plan.wrapper, 'npx', ...args]
  return { command, args: rest, env: { ELECTRON_EXEC_PATH: plan.executable } }
}

/** This machine, read from the process and the installed electron package. */
export function probeMachine(env = process.env) {
  const require = createRequire(import.meta.url)
  // Resolving package.json does not run the package (whose index.js would try to download).
  const electronPackageDir = dirname(require.resolve('electron/package.json'))
  const pathFile = join(electronPackageDir, 'path.txt')
  return {
    env,
    platform: process.platform,
    uid: typeof process.getuid === 'function' ? process.getuid() : null,
    electronPackageDir,
    pathTxt: existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null,
    exists: existsSync,
    hasXvfbRun: spawnSync('sh', ['-c', 'command -v xvfb-run'], { stdio: 'ignore' }).status === 0,
  }
}
