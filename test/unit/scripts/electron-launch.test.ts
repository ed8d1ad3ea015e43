import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Machine, electronExecutable, electronViteCommand, planElectronLaunch } from '../../../scripts/electron-launch.mjs'

const PKG = '/app/node_modules/electron'

function machine(over: Partial<Machine> & { present?: string[] } = {}): Machine {
  const { present, ...rest } = over
  const files = new Set(present ?? [`${PKG}/dist/electron`])
  return {
    env: { DISPLAY: ':0' },
    platform: 'linux',
    uid: 1000,
    electronPackageDir: PKG,
    pathTxt: 'electron',
    exists: (path) => files.has(path),
    hasXvfbRun: true,
    ...rest,
  }
}

function okPlan(m: Machine) {
  const plan = planElectronLaunch(m)
  if (!plan.ok) throw new Error(`expected a plan, got: ${plan.message}`)
  return plan
}

describe('Electron launch decisions', () => {
  it('uses the package’s downloaded binary, with no extra flags, for a normal user with a display', () => {
    expect(okPlan(machine())).toEqual({ ok: true, executable: `${PKG}/dist/electron`, source: 'package', flags: [], wrapper: [] })
  })

  it('adds --no-sandbox when running as root on Linux', () => {
    expect(okPlan(machine({ uid: 0 })).flags).toEqual(['--no-sandbox'])
  })

  it('keeps the sandbox for root elsewhere and for other users', () => {
    expect(okPlan(machine({ uid: 0, platform: 'darwin', pathTxt: null, present: [`${PKG}/dist/Electron.app/Contents/MacOS/Electron`] })).flags).toEqual([])
    expect(okPlan(machine({ uid: 501 })).flags).toEqual([])
  })

  it('goes under xvfb-run -a when there is no DISPLAY (and no Wayland)', () => {
    expect(okPlan(machine({ env: {} })).wrapper).toEqual(['xvfb-run', '-a'])
    expect(okPlan(machine({ env: { WAYLAND_DISPLAY: 'wayland-0' } })).wrapper).toEqual([])
    expect(okPlan(machine({ env: { DISPLAY: ':99' } })).wrapper).toEqual([])
  })

  it('never wraps on macOS or Windows', () => {
    expect(okPlan(machine({ env: {}, platform: 'win32', pathTxt: 'electron.exe', present: [`${PKG}/dist/electron.exe`] })).wrapper).toEqual([])
  })

  it('fails with a message naming xvfb when there is no display and no xvfb-run', () => {
    const plan = planElectronLaunch(machine({ env: {}, hasXvfbRun: false }))
    expect(plan.ok).toBe(false)
    expect(!plan.ok && plan.message).toMatch(/DISPLAY.*xvfb-run is not installed.*apt-get install xvfb/s)
  })

  it('honours ELECTRON_OVERRIDE_DIST_PATH, even when the package never downloaded a binary', () => {
    const m = machine({ env: { DISPLAY: ':0', ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron-45' }, pathTxt: null, present: ['/opt/electron-45/electron'] })
    expect(electronExecutable(m)).toEqual({ path: '/opt/electron-45/electron', source: 'override' })
    expect(okPlan(m).executable).toBe('/opt/electron-45/electron')
  })

  it('looks for the platform’s executable inside the override folder', () => {
    const m = machine({ platform: 'darwin', pathTxt: null, env: { ELECTRON_OVERRIDE_DIST_PATH: '/opt/e' } })
    expect(electronExecutable(m).path).toBe('/opt/e/Electron.app/Contents/MacOS/Electron')
  })

  it('fails with a message saying what is missing and how to get it when there is no binary', () => {
    const plan = planElectronLaunch(machine({ pathTxt: null, present: [] }))
    expect(plan.ok).toBe(false)
    expect(!plan.ok && plan.message).toContain(`no Electron binary: ${PKG}/dist/electron does not exist`)
    expect(!plan.ok && plan.message).toContain('npx install-electron')
    expect(!plan.ok && plan.message).toContain('ELECTRON_OVERRIDE_DIST_PATH')
  })

  it('blames the override folder when it holds no executable', () => {
    const plan = planElectronLaunch(machine({ env: { DISPLAY: ':0', ELECTRON_OVERRIDE_DIST_PATH: '/nowhere' } }))
    expect(!plan.ok && plan.message).toContain('ELECTRON_OVERRIDE_DIST_PATH points at a folder without an Electron executable (/nowhere/electron does not exist)')
  })

  it('hands electron-vite the executable and Electron’s flags after --, inside the wrapper', () => {
    const plan = okPlan(machine({ uid: 0, env: {} }))
    expect(electronViteCommand(plan, 'preview')).toEqual({
      command: 'xvfb-run',
      args: ['-a', 'npx', 'electron-vite', 'preview', '--', '--no-sandbox'],
      env: { ELECTRON_EXEC_PATH: `${PKG}/dist/electron` },
    })
    expect(electronViteCommand(plan, 'dev', ['--', '--inspect'])).toMatchObject({ args: ['-a', 'npx', 'electron-vite', 'dev', '--', '--inspect', '--no-sandbox'] })
    expect(electronViteCommand(okPlan(machine()), 'dev')).toEqual({ command: 'npx', args: ['electron-vite', 'dev'], env: { ELECTRON_EXEC_PATH: `${PKG}/dist/electron` } })
  })
})

describe('scripts without an Electron binary', () => {
  const empty = mkdtempSync(join(tmpdir(), 'tally-no-electron-'))
  afterAll(() => rmSync(empty, { recursive: true, force: true }))
  const env = { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: empty, E2E_TARGET: 'electron' }

  it('npm start -- --desktop exits 1 with the message (plain npm start falls back to browser mode: test/integration/browser/start-fallback.test.ts)', () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs', 'preview', '--desktop'], { env, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`npm start: ELECTRON_OVERRIDE_DIST_PATH points at a folder without an Electron executable (${join(empty, 'electron')} does not exist)`)
  })

  it('the electron E2E target exits 1 with the message instead of passing with nothing tested', () => {
    const run = spawnSync(process.execPath, ['scripts/e2e.mjs'], { env, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('E2E electron target: ELECTRON_OVERRIDE_DIST_PATH points at a folder without an Electron executable')
  })
})

describe('npm start with an Electron from ELECTRON_OVERRIDE_DIST_PATH', () => {
  // A stand-in executable that records how it was started (the real binary cannot be downloaded here).
  const dist = mkdtempSync(join(tmpdir(), 'tally-fake-electron-'))
  const record = join(dist, 'record.json')
  writeFileSync(join(dist, 'electron'), `#!/bin/sh\nnode -e 'require("fs").writeFileSync(process.argv[1], JSON.stringify({ args: process.argv.slice(2), display: process.env.DISPLAY || null }))' "${record}" "$@"\n`)
  chmodSync(join(dist, 'electron'), 0o755)
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  function start(env: Record<string, string | undefined>) {
    rmSync(record, { force: true })
    const run = spawnSync(process.execPath, ['scripts/start.mjs', 'preview', '--skipBuild'], {
      env: { ...env, ELECTRON_OVERRIDE_DIST_PATH: dist, ELECTRON_ENTRY: '.' },
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    return { stdout: run.stdout, launched: JSON.parse(readFileSync(record, 'utf8')) as { args: string[]; display: string | null } }
  }
  const rootOnly = process.platform === 'linux' && process.getuid?.() === 0 ? ['--no-sandbox'] : []
  const { DISPLAY: _d, WAYLAND_DISPLAY: _w, ...noDisplay } = process.env

  it('launches that executable, with --no-sandbox only as root', () => {
    const { launched, stdout } = start({ ...noDisplay, DISPLAY: ':4242' })
    expect(launched).toEqual({ args: ['.', ...rootOnly], display: ':4242' })
    expect(stdout).toContain(`Electron from ELECTRON_OVERRIDE_DIST_PATH (${join(dist, 'electron')})`)
  })

  it.runIf(process.platform === 'linux')('runs it on a virtual display from xvfb-run -a when there is no DISPLAY', () => {
    const { launched, stdout } = start(noDisplay)
    expect(launched.display).toMatch(/^:\d+$/)
    expect(launched.args).toEqual(['.', ...rootOnly])
    expect(stdout).toContain('under xvfb-run -a (no DISPLAY)')
  }, 30_000)
})
