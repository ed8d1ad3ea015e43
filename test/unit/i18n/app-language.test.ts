import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AppLanguage } from '../../../electron/services/settings/app-language'
import { SettingsStore } from '../../../electron/services/settings/settings-store'
import type { SettingsPatch } from '../../../shared/domain/settings'
import { setFormatLocale } from '../../../shared/i18n/format-locale'

const dirs: string[] = []
afterAll(async () => {
  setFormatLocale('en')
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
})

async function start(system: readonly string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'tally-lang-'))
  dirs.push(dir)
  const settings = await SettingsStore.open({ dataDir: dir })
  return { settings, language: await AppLanguage.start(settings, () => system) }
}

// #37: main's language: the OS's best match until one is chosen; a choice applies at once.
describe("main's language", () => {
  it('follows the OS (Arabic), then the choice in Settings, then the OS again', async () => {
    const { settings, language } = await start(['ar-EG', 'en-US'])
    expect(language.locale).toBe('ar')
    expect(language.t('tray.quit')).toBe('إنهاء')
    const changed = new Promise((resolve) => language.onChange(resolve))
    await settings.update({ language: 'de' })
    expect(await changed).toBe('de')
    expect(language.t('tray.quit')).toBe('Beenden')
    const back = new Promise((resolve) => language.onChange(resolve))
    await settings.update({ language: 'system' })
    await back
    expect(language.locale).toBe('ar')
  })

  it('an OS language we do not speak falls back to the same language elsewhere, then English', async () => {
    expect((await start(['pt-PT'])).language.locale).toBe('pt-BR')
    expect((await start(['zh-Hans-CN'])).language.locale).toBe('zh-CN')
    expect((await start(['sv-SE', 'fi'])).language.locale).toBe('en')
  })

  it('refuses a language it does not have, with a message, and keeps the current one', async () => {
    const { settings, language } = await start(['en-US'])
    await expect(settings.update({ language: 'xx' } as unknown as SettingsPatch)).rejects.toMatchObject({ error: { code: 'invalid_setting', message: expect.stringContaining('The language must be one of: en, de') } })
    expect(settings.get().language).toBe('system')
    expect(language.locale).toBe('en')
  })
})
