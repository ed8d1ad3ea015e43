import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DailyBackup } from '../../../electron/services/backup/daily-backup'
import { FakeClock } from '../../support/fake-clock'

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the daily backup', () => {
  it('writes one backup a day while it is on and keeps the newest N; other files are never touched', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-daily-'))
    const clock = new FakeClock('2025-03-10T08:00:00.000Z')
    const settings = { daily: true, keep: 2 }
    const written: string[] = []
    const daily = new DailyBackup({ folder: dir, clock, settings: () => settings, write: async (path) => void (written.push(path), await writeFile(path, 'zip')) })
    await writeFile(join(dir, 'my own backup.zip'), 'mine')
    daily.start()
    await daily.check()
    await clock.advance(60 * 60_000)
    await daily.check()
    expect(written.map((p) => p.slice(dir.length + 1))).toEqual(['Tokentally backup 2025-03-10.tokentally-backup'])
    for (let day = 0; day < 3; day++) {
      await clock.advance(24 * 60 * 60_000)
      await daily.check()
    }
    expect((await readdir(dir)).sort()).toEqual(['My own backup.zip'.replace('M', 'm'), 'Tokentally backup 2025-03-12.tokentally-backup', 'Tokentally backup 2025-03-13.tokentally-backup'].sort())
    settings.daily = false
    await clock.advance(24 * 60 * 60_000)
    await daily.check()
    expect(written).toHaveLength(4)
    daily.dispose()
  })
})
