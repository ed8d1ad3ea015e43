// Which app `npm start` / `npm run dev` runs: the desktop app (Electron) or browser mode. Pure, so
// test/unit/scripts/start-mode.test.ts pins every case; scripts/start.mjs acts on the answer.

/** The options browser mode takes (the rest go to electron-vite). */
const BROWSER_FLAGS = new Set(['--open'])
const BROWSER_VALUE_FLAGS = new Set(['--port'])

/**
 * Splits the command line: `--browser` / `--desktop` choose the mode; `--open`, `--port N` are
 * browser mode's; everything else is electron-vite's.
 * @param {readonly string[]} argv
 */
export function splitStartArgs(argv) {
  const out = { browser: false, desktop: false, browserArgs: /** @type {string[]} */ ([]), viteArgs: /** @type {string[]} */ ([]), skipBuild: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--browser') out.browser = true
    else if (arg === '--desktop') out.desktop = true
    else if (arg === '--skipBuild') {
      out.skipBuild = true
      out.viteArgs.push(arg)
    } else if (BROWSER_FLAGS.has(arg)) out.browserArgs.push(arg)
    else if (BROWSER_VALUE_FLAGS.has(arg)) out.browserArgs.push(arg, argv[++i] ?? '')
    else if (arg.startsWith('--port=')) out.browserArgs.push(arg)
    else out.viteArgs.push(arg)
  }
  return out
}

/**
 * @param {{ browser: boolean, desktop: boolean }} wanted
 * @param {{ ok: boolean, message?: string }} plan Electron's launch plan on this machine
 * @returns {{ mode: 'desktop' } | { mode: 'browser', note: string | null } | { mode: 'fail', message: string }}
 */
export function chooseStartMode(wanted, plan) {
  if (wanted.browser && wanted.desktop) return { mode: 'fail', message: '--browser and --desktop together: pick one.' }
  if (wanted.browser) return { mode: 'browser', note: null }
  if (plan.ok) return { mode: 'desktop' }
  if (wanted.desktop) return { mode: 'fail', message: plan.message ?? 'the desktop app cannot start here.' }
  const reason = (plan.message ?? '').split('\n')[0].replace(/\.$/, '')
  return { mode: 'browser', note: `the desktop app cannot start here (${reason}), so starting browser mode instead (--desktop to insist).` }
}

/** Node's version, at least 22.13 (node:sqlite, as the engines field says). */
export function nodeTooOld(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number)
  return major < 22 || (major === 22 && minor < 13)
}
