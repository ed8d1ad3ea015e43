import { SpendGuard } from '../../../shared/domain/guard'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SettingsStore } from '../../../electron/services/settings/settings-store'
import type { SettingsPatch } from '../../../shared/domain/settings'
import { errorOf } from '../../support/client-setup'
import { AlertCenter } from '../../../electron/services/balance/alert-center'
import { registerGuard } from '../../../electron/services/guard/register'
import { translatorFor } from '../../support/i18n'

/** Main's words in English (#37). */
const { t } = await translatorFor('en')

let dir: string
/** The store as the app has it: the spend guard registers its section. */
async function openStore(): Promise<SettingsStore> {
  const store = await SettingsStore.open({ dataDir: dir })
  registerGuard({ alerts: new AlertCenter(t), settings: store })
  return store
}
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tally-settings-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('SettingsStore', () => {
  it('starts with defaults and persists updates', async () => {
    const store = await openStore()
    expect(store.get()).toEqual({ pollIntervalSec: 60, alertThreshold: '5.000000', theme: 'system', autoUpdate: true, startAtLogin: false, closeToTray: null, spendGuard: SpendGuard.parse({}), backup: { daily: false, keep: 7 }, language: 'system', trayShows: 'active', currency: { code: 'USD', fetchDaily: false, url: '' } })
    await store.update({ pollIntervalSec: 5, theme: 'dark', alertThreshold: null })
    const again = await openStore()
    expect(again.get()).toEqual({ pollIntervalSec: 5, alertThreshold: null, theme: 'dark', autoUpdate: true, startAtLogin: false, closeToTray: null, spendGuard: SpendGuard.parse({}), backup: { daily: false, keep: 7 }, language: 'system', trayShows: 'active', currency: { code: 'USD', fetchDaily: false, url: '' } })
  })

  it('keeps the desktop switches (#28): updates, start at login, close to tray (null until chosen)', async () => {
    const store = await openStore()
    await store.update({ autoUpdate: false, startAtLogin: true, closeToTray: false })
    const again = await openStore()
    expect(again.get()).toMatchObject({ autoUpdate: false, startAtLogin: true, closeToTray: false })
    await again.update({ closeToTray: null })
    expect(again.get().closeToTray).toBeNull()
    const e = await errorOf(again.update({ startAtLogin: 'yes' as unknown as boolean }))
    expect(e).toMatchObject({ kind: 'input', code: 'invalid_setting', param: 'startAtLogin' })
  })

  it('never allows polling faster than every 5 s', async () => {
    const store = await openStore()
    const e = await errorOf(store.update({ pollIntervalSec: 4 }))
    expect(e).toMatchObject({ kind: 'input', code: 'poll_interval_too_short', param: 'pollIntervalSec' })
    expect(e.message).toContain('at least 5 seconds')
    expect(store.get().pollIntervalSec).toBe(60)
  })

  it.each<[SettingsPatch, string]>([
    [{ pollIntervalSec: 7.5 }, 'pollIntervalSec'],
    [{ pollIntervalSec: 3601 }, 'pollIntervalSec'],
    [{ alertThreshold: '-1.000000' }, 'alertThreshold'],
    [{ alertThreshold: 'five' }, 'alertThreshold'],
    [{ theme: 'neon' as 'dark' }, 'theme'],
    [{ colour: 'red' } as SettingsPatch, 'colour'],
    [{ spendGuard: { presendCheck: '-0.25' } }, 'presendCheck'],
    [{ spendGuard: { presendCheck: 'a lot' } }, 'presendCheck'],
    [{ spendGuard: { answerCap: '9999999' } }, 'answerCap'],
    [{ spendGuard: { spikeFloor: '' } }, 'spikeFloor'],
    [{ spendGuard: { spikeFactor: 0.5 } }, 'spikeFactor'],
    [{ spendGuard: { spikeFactor: Number.NaN } }, 'spikeFactor'],
    [{ spendGuard: { thresholds: [] } }, 'thresholds'],
    [{ spendGuard: { thresholds: [80, -1] } }, 'thresholds'],
    [{ spendGuard: { thresholds: [80.5] } }, 'thresholds'],
  ])('rejects %j naming %s', async (patch, param) => {
    const store = await openStore()
    expect(await errorOf(store.update(patch))).toMatchObject({ kind: 'input', param })
  })

  it('a rejected spend guard value changes nothing', async () => {
    const store = await openStore()
    await errorOf(store.update({ spendGuard: { thresholds: [50, 90], presendCheck: '-1' } }))
    expect(store.get().spendGuard).toEqual(SpendGuard.parse({}))
  })

  it('saves spend guard values normalized: sorted thresholds, money strings, empty = off', async () => {
    const store = await openStore()
    const s = await store.update({ spendGuard: { thresholds: [100, 75, 75], presendCheck: '$0.5', answerCap: '', spikeFactor: 2.5 } })
    expect(s.spendGuard).toMatchObject({ thresholds: [75, 100], presendCheck: '0.500000', answerCap: null, spikeFactor: 2.5, spikeFloor: '1.000000' })
    expect((await store.update({ spendGuard: { presendCheck: null } })).spendGuard.presendCheck).toBeNull()
  })

  it('normalizes a threshold to the money format', async () => {
    const store = await openStore()
    expect((await store.update({ alertThreshold: '2.5' })).alertThreshold).toBe('2.500000')
  })

  it('notifies only on a real change', async () => {
    const store = await openStore()
    const seen: number[] = []
    store.onChange((s) => seen.push(s.pollIntervalSec))
    await store.update({ pollIntervalSec: 30 })
    await store.update({ pollIntervalSec: 30 })
    expect(seen).toEqual([30])
  })

  it('a corrupt file gives the defaults', async () => {
    await writeFile(join(dir, 'settings.json'), '{"version":1,"data":{"pollIntervalSec":1}}')
    const store = await openStore()
    expect(store.get().pollIntervalSec).toBe(60)
    expect((await readdir(dir)).some((f) => f.includes('corrupt'))).toBe(true)
  })

  it('reports a file it cannot write', async () => {
    const store = await SettingsStore.open({ dataDir: join(dir, 'file') })
    await writeFile(join(dir, 'file'), 'x')
    expect(await errorOf(store.update({ theme: 'light' }))).toMatchObject({ kind: 'internal', code: 'storage_error' })
    expect(store.get().theme).toBe('system')
  })

  it('refuses a feature section no one registered, and checks it with the validator registered for it', async () => {
    const bare = await SettingsStore.open({ dataDir: dir })
    expect(await errorOf(bare.update({ spendGuard: { presendCheck: '1' } }))).toMatchObject({ kind: 'input', code: 'unknown_setting', param: 'spendGuard' })
    const seen: unknown[] = []
    bare.validateSection('spendGuard', (patch, current) => {
      seen.push(patch)
      return { ...current, presendCheck: '2.000000' }
    })
    expect((await bare.update({ spendGuard: { presendCheck: '1' } })).spendGuard.presendCheck).toBe('2.000000')
    expect(seen).toEqual([{ presendCheck: '1' }])
    expect(await errorOf(bare.update({ constructor: 1 } as SettingsPatch))).toMatchObject({ code: 'unknown_setting', param: 'constructor' })
  })
})

describe('the backup section (#34, registered by the backup service)', () => {
  it('keeps the daily backup on or off and 1 to 365 backups; refuses anything else', async () => {
    const { registerBackupSettings } = await import('../../../electron/services/backup/backup-settings')
    const store = await openStore()
    registerBackupSettings(store)
    await store.update({ backup: { daily: true } })
    expect(store.get().backup).toEqual({ daily: true, keep: 7 })
    await store.update({ backup: { keep: 30 } })
    expect((await openStore()).get().backup).toEqual({ daily: true, keep: 30 })
    expect(await errorOf(store.update({ backup: { keep: 0 } }))).toMatchObject({ code: 'invalid_setting', param: 'backup.keep' })
    expect(await errorOf(store.update({ backup: { keep: 2.5 } }))).toMatchObject({ code: 'invalid_setting', param: 'backup.keep' })
    expect(await errorOf(store.update({ backup: { daily: 'yes' as unknown as boolean } }))).toMatchObject({ code: 'invalid_setting', param: 'backup.daily' })
    expect(store.get().backup).toEqual({ daily: true, keep: 30 })
  })
})
