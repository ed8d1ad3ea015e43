import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { LOCK_FILE } from '../../../electron/host/data-dir-lock'

const empty = mkdtempSync(join(tmpdir(), 'tally-no-electron-'))
const dataDir = mkdtempSync(join(tmpdir(), 'tally-fallback-data-'))
afterAll(() => {
  rmSync(empty, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

it('npm start without an Electron binary says so in one line and starts browser mode; Ctrl+C stops it and frees the data folder', async () => {
  const child = spawn(process.execPath, ['scripts/start.mjs', 'preview', '--skipBuild'], {
    env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: empty, TALLY_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  await expect.poll(() => output, { timeout: 25_000, interval: 100 }).toMatch(/Open: http:\/\/127\.0\.0\.1:\d+\/\?token=/)
  const note = output.split('\n').find((line) => line.startsWith('npm start:')) ?? ''
  expect(note).toMatch(/^npm start: the desktop app cannot start here \(ELECTRON_OVERRIDE_DIST_PATH points at a folder without an Electron executable .*\), so starting browser mode instead/)
  expect(output).toContain(`data in ${dataDir}`)
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true)
  child.kill('SIGINT')
  expect(await exited).toBe(0)
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
})
