import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseBrowserArgs } from '../../../electron/browser/cli-args'
import { defaultDataDir } from '../../../electron/browser/data-dir'
import { DataDirLocked, LOCK_FILE, acquireDataDirLock } from '../../../electron/host/data-dir-lock'
import { openCommand } from '../../../electron/browser/open-url'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tally-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('browser mode: the desktop app’s data directory', () => {
  it('is where Electron puts userData for productName Tokentally, per platform', () => {
    expect(defaultDataDir({}, 'linux', '/home/ann')).toBe('/home/ann/.config/Tokentally')
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ann')).toBe('/cfg/Tokentally')
    expect(defaultDataDir({}, 'darwin', '/Users/ann')).toBe('/Users/ann/Library/Application Support/Tokentally')
    expect(defaultDataDir({ APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ann')).toContain('Tokentally')
  })

  it('TALLY_DATA_DIR wins, as in the desktop app', () => {
    expect(defaultDataDir({ TALLY_DATA_DIR: '/data/tally' }, 'linux', '/home/ann')).toBe('/data/tally')
  })
})

describe('one app per data directory', () => {
  it('a second process is refused with a message naming the running one', () => {
    const dir = tempDir()
    const lock = acquireDataDirLock(dir, 'desktop', { pid: 111, alive: () => true })
    expect(() => acquireDataDirLock(dir, 'browser', { pid: 222, alive: () => true })).toThrow(DataDirLocked)
    expect(() => acquireDataDirLock(dir, 'browser', { pid: 222, alive: () => true })).toThrow(/already running \(desktop, pid 111\)/)
    lock.release()
    acquireDataDirLock(dir, 'browser', { pid: 222, alive: () => true }).release()
  })

  it('a lock left by a process that is gone is stale and taken over', () => {
    const dir = tempDir()
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 999_999, mode: 'browser' }))
    const lock = acquireDataDirLock(dir, 'desktop', { pid: 333, alive: (pid) => pid !== 999_999 })
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toEqual({ pid: 333, mode: 'desktop' })
    lock.release()
  })

  it('an unreadable lock file is replaced', () => {
    const dir = tempDir()
    writeFileSync(join(dir, LOCK_FILE), 'garbage')
    acquireDataDirLock(dir, 'browser', { pid: 444, alive: () => true }).release()
  })

  it('release removes only its own lock', () => {
    const dir = tempDir()
    const lock = acquireDataDirLock(dir, 'browser', { pid: 555, alive: () => true })
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 556, mode: 'desktop' }))
    lock.release()
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toContain('556')
  })

  it('browser mode also sees a running desktop app by Electron’s own SingletonLock', () => {
    const dir = tempDir()
    symlinkSync(`${hostname()}-777`, join(dir, 'SingletonLock'))
    expect(() => acquireDataDirLock(dir, 'browser', { pid: 888, alive: (pid) => pid === 777 })).toThrow(/desktop \(Electron\), pid 777/)
    // Its process gone: the link is stale.
    acquireDataDirLock(dir, 'browser', { pid: 888, alive: () => false }).release()
  })
})

describe('browser mode command line', () => {
  it('takes --port, --open and --dev, and refuses anything else', () => {
    expect(parseBrowserArgs(['--port', '8123', '--open'])).toEqual({ port: 8123, open: true, dev: false })
    expect(parseBrowserArgs(['--port=0', '--dev'])).toEqual({ port: 0, open: false, dev: true })
    expect(() => parseBrowserArgs(['--port', 'abc'])).toThrow(/--port needs a port number/)
    expect(() => parseBrowserArgs(['--bogus'])).toThrow(/unknown option --bogus/)
  })

  it('opens the default browser with each platform’s own command', () => {
    expect(openCommand('http://127.0.0.1:1/?token=a', 'linux')).toEqual({ command: 'xdg-open', args: ['http://127.0.0.1:1/?token=a'] })
    expect(openCommand('http://127.0.0.1:1/?token=a', 'darwin').command).toBe('open')
    expect(openCommand('http://127.0.0.1:1/?token=a&x=1', 'win32').args).toEqual(['/c', 'start', '""', 'http://127.0.0.1:1/?token=a^&x=1'])
  })
})
