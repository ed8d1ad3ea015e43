import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// `npm run audit:electron` over small built-app fixtures: the real electronegativity, the real
// "Justified audit findings" list in docs/SECURITY.md.
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'tally-audit-fixture-'))
  dirs.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

function audit(input: string): { status: number | null; lines: string[] } {
  const run = spawnSync(process.execPath, ['scripts/audit-electron.mjs', '--input', input], { encoding: 'utf8' })
  return { status: run.status, lines: `${run.stdout}\n${run.stderr}`.split('\n') }
}

const guardedMain = `
const { app, BrowserWindow, session, shell } = require('electron')
session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
})
app.whenReady().then(() => {
  const win = new BrowserWindow({ webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, disableBlinkFeatures: 'Auxclick' } })
  win.loadFile('renderer/index.html')
})
exports.open = (url) => shell.openExternal(url)
`
const rendererHtml = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'"></head><body><script type="module" src="./assets/index.js"></script></body></html>`

describe('audit:electron', () => {
  it('passes a guarded shell whose only MEDIUM finding is justified, and lists renderer chunks it could not parse', { timeout: 60_000 }, () => {
    const input = fixture({
      'main/index.js': guardedMain,
      'renderer/index.html': rendererHtml,
      'renderer/assets/index.js': 'export class Store { static { this.ready = true } #items = [] }\n',
    })
    const { status, lines } = audit(input)
    expect(lines.find((line) => line.startsWith('OPEN_EXTERNAL_JS_CHECK'))).toMatch(/MEDIUM.*main\/index\.js:\d+:\d+\s+justified in docs\/SECURITY\.md$/)
    expect(lines).toContain('not scanned: renderer/assets/index.js (Unknown node type StaticBlock.)')
    expect(lines.find((line) => line.startsWith('audit:electron:'))).toMatch(/0 HIGH\/MEDIUM not justified, 1 files not scanned \(0 in main\/preload\)$/)
    expect(status).toBe(0)
  })

  it('fails on an unjustified HIGH finding and on a preload it could not parse, naming each', { timeout: 60_000 }, () => {
    const input = fixture({
      'main/index.js': guardedMain.replace('contextIsolation: true', 'contextIsolation: false'),
      'renderer/index.html': rendererHtml,
      'preload/index.js': 'class Bridge { static { this.ready = true } }\n',
    })
    const { status, lines } = audit(input)
    expect(lines.find((line) => line.startsWith('CONTEXT_ISOLATION_JS_CHECK'))).toMatch(/HIGH.*main\/index\.js:\d+:\d+\s+NOT JUSTIFIED$/)
    expect(lines).toContain('not scanned: preload/index.js (Unknown node type StaticBlock.) — FAILS: the shell must be scanned')
    expect(lines.find((line) => line.startsWith('audit:electron:'))).toMatch(/1 HIGH\/MEDIUM not justified, 1 files not scanned \(1 in main\/preload\)$/)
    expect(status).toBe(1)
  })

  it('fails with a clear message when the input folder does not exist', () => {
    const { status, lines } = audit(join(tmpdir(), 'tally-audit-missing-folder'))
    expect(lines.some((line) => /^audit:electron: .*tally-audit-missing-folder does not exist$/.test(line))).toBe(true)
    expect(status).toBe(1)
  })
})
