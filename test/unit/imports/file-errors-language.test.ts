import { afterAll, describe, expect, it } from 'vitest'
import { stageRestore } from '../../../electron/services/backup/restore-stage'
import { sizeArgs } from '../../../electron/services/imports/import-problem'
import type { AppError } from '../../../shared/domain/errors'
import { AppFailure, joinSentences, say } from '../../../shared/error-core'
import { makeError } from '../../../shared/error-model'
import type { MessageKey, MessageValues } from '../../../shared/i18n/catalogue'
import fileErrors from '../../../shared/i18n/messages/fileErrors/en'
import { LOCALES, type Locale } from '../../../shared/i18n/locales'
import { translatorFor } from '../../support/i18n'
import { makeImportHarness, pieces, zipOf } from '../../support/imports/import-harness'
import { useTmpDir } from '../../support/tmp-dir'

// #37: why a file could not be imported or restored is said as keys of `fileErrors` (main composes no
// English into these errors any more): the window says them in its language; `message` stays English.

afterAll(async () => {
  await translatorFor('en')
})
const tmpDir = useTmpDir()
const utf8 = (text: string) => new TextEncoder().encode(text)

/** An error's sentences as the window shows them in a language (components/error-text.ts). */
async function shown(error: AppError | null | undefined, locale: Locale): Promise<string> {
  const { t } = await translatorFor(locale)
  expect(error?.say, 'the error names its sentences as keys').toBeDefined()
  return joinSentences((error?.say ?? []).map((s) => t(s.key as MessageKey, s.args)), locale)
}

async function failedImport(name: string, bytes: Uint8Array, deps: Parameters<typeof makeImportHarness>[0] = {}): Promise<AppError> {
  const h = await makeImportHarness(deps)
  try {
    const result = await h.importBytes(name, bytes)
    expect(result.phase).toBe('failed')
    return result.error as AppError
  } finally {
    await h.close()
  }
}

async function refusedRestore(name: string, bytes: Uint8Array | AsyncIterable<Uint8Array>): Promise<AppError> {
  const err = await stageRestore(bytes instanceof Uint8Array ? pieces(bytes) : bytes, await tmpDir(), name).then(
    () => null,
    (e: unknown) => e as { error: AppError },
  )
  expect(err).not.toBeNull()
  return (err as { error: AppError }).error
}

/** Sample arguments for every placeholder a fileErrors message may use. */
const SAMPLE: MessageValues = {
  name: 'conversations.json', start: '%PDF-1.7', at: 12345, token: '@', keys: '“foo”, “bar”', item: 'object', count: 3,
  offset: 2048, detail: 'invalid zip data', ratio: 100, names: '“a.png”', app: 'Tokentally 9.0.0', schema: 99, known: 12,
  actual: 3, stated: 4, part: 'settings',
  ...sizeArgs('size', 4_194_304), ...sizeArgs('max', 8 * 1024 ** 3), ...sizeArgs('read', 65_536), ...sizeArgs('inflated', 6_600_000),
}
const SCRIPT: Partial<Record<Locale, RegExp>> = { ja: /[\u3040-\u30ff\u4e00-\u9fff]/, 'zh-CN': /[\u4e00-\u9fff]/, ko: /[\uac00-\ud7af]/, ru: /[\u0400-\u04ff]/, ar: /[\u0600-\u06ff]/ }

describe('import and restore errors in other languages (#37, fileErrors)', () => {
  it('an unknown shape: English exactly as before; German and Arabic say it all in their words', async () => {
    const error = await failedImport('data.json', utf8(JSON.stringify([{ foo: 1, bar: 2 }, { foo: 3 }, { foo: 4 }])))
    expect(error).toMatchObject({ code: 'unknown_shape', endpoint: 'import' })
    expect(error.message).toBe(
      "Tokentally does not know this file's shape. It reads a ChatGPT export (conversations.json or its zip: a list of conversations with “mapping” and “current_node”); " +
        'a Claude export (conversations.json or its zip: a list of conversations with “chat_messages”); an Open WebUI export (a list of chats with “chat.history”); ' +
        'a LibreChat export (an object with “conversationId” and “messages”); a Chatbox backup (“session:…” or “chat-sessions” entries); ' +
        'a Tokentally export (“format”: “tokentally-conversation”, or its zip). This file is a list whose first item is an object with “foo”, “bar”. Nothing was imported.',
    )
    expect(await shown(error, 'en')).toBe(error.message)
    const de = await shown(error, 'de')
    expect(de).toMatch(/^Tokentally kennt den Aufbau dieser Datei nicht\. /)
    expect(de).toContain('Diese Datei ist eine Liste, deren erstes Element ein Objekt mit “foo”, “bar” ist. Es wurde nichts importiert.')
    const ar = await shown(error, 'ar')
    expect(ar).toContain('هذا الملف قائمة عنصرها الأول كائن فيه “foo”, “bar”.')
    expect(ar).not.toMatch(/\b(does not|reads|This file|Nothing)\b/)
  })

  it('a zip bomb: the sizes in the language’s number format and unit words', async () => {
    const spaces = new Uint8Array(20 * 1024 ** 2).fill(0x20)
    spaces[0] = 0x5b
    spaces[spaces.length - 1] = 0x5d
    const error = await failedImport('big.zip', zipOf({ 'conversations.json': spaces }), { zipLimits: { maxBytes: 4 * 1024 ** 2, maxRatio: 10_000, ratioFloorBytes: 1024 ** 2 } })
    expect(error.message).toBe('Tokentally stopped reading this zip: conversations.json says it expands to 21 MB, over the 4.2 MB Tokentally reads from one export. It looks like a zip bomb, not an export.')
    expect(await shown(error, 'de')).toBe(
      'Tokentally hat das Lesen dieser ZIP-Datei abgebrochen: conversations.json wird laut Angabe auf 21 MB entpackt, mehr als die 4,2 MB, die Tokentally aus einem Export liest. Sie sieht nach einer ZIP-Bombe aus, nicht nach einem Export.',
    )
    expect(await shown(error, 'fr')).toContain('annonce 21 Mo une fois décompressé, au-delà des 4,2 Mo')
    expect(await shown(error, 'ru')).toContain('займёт 21 МБ, больше чем 4,2 МБ')
    expect(await shown(error, 'ar')).toContain('يذكر conversations.json أن حجمه بعد فك الضغط 21 ميغابايت')
  })

  it('a size has a number and a unit; bytes take the language’s plural (0, 1, 2, 5, 11, 21, 101)', async () => {
    expect(sizeArgs('size', 812)).toEqual({ size: 812, sizeUnit: 'B' })
    expect(sizeArgs('size', 4_194_304)).toEqual({ size: 4.2, sizeUnit: 'MB' })
    expect(sizeArgs('size', 20_971_520)).toEqual({ size: 21, sizeUnit: 'MB' })
    expect(sizeArgs('max', 8 * 1024 ** 3)).toEqual({ max: 8.6, maxUnit: 'GB' })
    expect(sizeArgs('size', 3e15)).toEqual({ size: 3000, sizeUnit: 'TB' })
    const bytes = async (locale: Locale, n: number) => {
      const { t } = await translatorFor(locale)
      return t('fileErrors.zip.cutShort', { name: 'c.json', ...sizeArgs('size', n) })
    }
    const counts = [0, 1, 2, 5, 11, 21, 101]
    const words: Partial<Record<Locale, string[]>> = {
      en: ['0 bytes', '1 byte', '2 bytes', '5 bytes', '11 bytes', '21 bytes', '101 bytes'],
      fr: ['0 octet', '1 octet', '2 octets', '5 octets', '11 octets', '21 octets', '101 octets'],
      ru: ['0 байт', '1 байт', '2 байта', '5 байт', '11 байт', '21 байт', '101 байт'],
      de: ['0 Byte', '1 Byte', '2 Byte', '5 Byte', '11 Byte', '21 Byte', '101 Byte'],
      ar: ['0 بايت', '1 بايت', '2 بايت', '5 بايت', '11 بايت', '21 بايت', '101 بايت'],
    }
    for (const [locale, expected] of Object.entries(words) as [Locale, string[]][]) {
      for (const [i, n] of counts.entries()) expect(await bytes(locale, n), `${locale} ${n}`).toContain(expected[i])
    }
    expect(await bytes('en', 812)).toBe('The zip is cut short: c.json ends after 812 bytes, before its end.')
    expect(await bytes('en', 1_400_000_000)).toBe('The zip is cut short: c.json ends after 1.4 GB, before its end.')
  })

  it('a count of conversations takes the plural forms (0, 1, 2, 5, 11, 21, 101)', async () => {
    const holds = async (locale: Locale, count: number) => (await translatorFor(locale)).t('fileErrors.backup.countMismatch', { count, stated: 7 })
    const expected: Partial<Record<Locale, string[]>> = {
      en: ['0 conversations', '1 conversation ', '2 conversations', '5 conversations', '11 conversations', '21 conversations', '101 conversations'],
      de: ['0 Unterhaltungen', '1 Unterhaltung,', '2 Unterhaltungen', '5 Unterhaltungen', '11 Unterhaltungen', '21 Unterhaltungen', '101 Unterhaltungen'],
      ru: ['0 бесед', '1 беседа', '2 беседы', '5 бесед', '11 бесед', '21 беседа', '101 беседа'],
    }
    for (const [locale, forms] of Object.entries(expected) as [Locale, string[]][]) {
      for (const [i, n] of [0, 1, 2, 5, 11, 21, 101].entries()) expect(await holds(locale, n), `${locale} ${n}`).toContain(forms[i])
    }
  })

  it('a refused restore: English exactly as before, German and Arabic in their words, then that nothing was restored', async () => {
    const error = await refusedRestore('chatgpt.zip', zipOf({ 'conversations.json': '[]' }))
    expect(error).toMatchObject({ code: 'not_a_backup', endpoint: 'backup' })
    expect(error.message).toBe('chatgpt.zip is not a Tokentally backup (a backup is the .tokentally-backup file that Settings → Data → Back up now makes). Nothing was restored: your data is as it was.')
    expect(error.say).toEqual([say('fileErrors.backup.notBackup', { name: 'chatgpt.zip' }), say('fileErrors.backup.nothingRestored')])
    expect(await shown(error, 'de')).toBe(
      'chatgpt.zip ist keine Tokentally-Sicherung (eine Sicherung ist die .tokentally-backup-Datei, die Einstellungen → Daten → Jetzt sichern erstellt). Es wurde nichts wiederhergestellt: Ihre Daten sind unverändert.',
    )
    const ar = await shown(error, 'ar')
    expect(ar).toContain('الإعدادات ← البيانات ← انسخ احتياطيًا الآن')
    expect(ar).toContain('لم تُستعد أي بيانات')
    const empty = await refusedRestore('empty.tokentally-backup', new Uint8Array(0))
    expect(empty.message).toBe('empty.tokentally-backup is empty. Nothing was restored: your data is as it was.')
    expect(await shown(empty, 'ja')).toBe('empty.tokentally-backup は空です。何も復元されていません。データは元のままです。')
  })

  it('a backup that cannot be read on: another program’s words as they came, or another error’s own sentences', async () => {
    const header = utf8('SQLite format 3\u0000 and then some')
    async function* breaksAfterHeader(err: Error): AsyncGenerator<Uint8Array> {
      yield header
      throw err
    }
    const disk = await refusedRestore('b.tokentally-backup', breaksAfterHeader(new Error('EIO: i/o error, read')))
    expect(disk).toMatchObject({ code: 'backup_unreadable', message: 'b.tokentally-backup could not be read as a backup (EIO: i/o error, read). Nothing was restored: your data is as it was.' })
    expect(await shown(disk, 'de')).toBe('b.tokentally-backup konnte nicht als Sicherung gelesen werden (EIO: i/o error, read). Es wurde nichts wiederhergestellt: Ihre Daten sind unverändert.')
    const lost = new AppFailure(makeError({ kind: 'network', code: 'connection_lost', say: say('errors.connectionLost'), endpoint: 'app' }))
    const dropped = await refusedRestore('b.tokentally-backup', breaksAfterHeader(lost))
    expect(dropped).toMatchObject({
      code: 'backup_unreadable',
      message: 'b.tokentally-backup could not be read as a backup. The connection to Tokentally dropped before it answered. Try again once it is back. Nothing was restored: your data is as it was.',
    })
    expect(await shown(dropped, 'ru')).toMatch(/^Не удалось прочитать b\.tokentally-backup как резервную копию\. .+ Ничего не восстановлено: ваши данные остались прежними\.$/)
  })

  it('every fileErrors message is translated in every language (no English left, the language’s own script)', async () => {
    const english = await translatorFor('en')
    const en = Object.fromEntries(Object.keys(fileErrors).map((k) => [k, english.t(k as MessageKey, SAMPLE)]))
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const { t } = await translatorFor(locale)
      for (const key of Object.keys(fileErrors) as MessageKey[]) {
        const text = t(key, SAMPLE)
        expect(text, `${locale} ${key}`).not.toBe(en[key])
        expect(text, `${locale} ${key}`).not.toMatch(/[{}]|\b(the file is|was imported|is empty|cannot be)\b/)
        const script = SCRIPT[locale]
        if (script) expect(text, `${locale} ${key}`).toMatch(script)
      }
    }
  })
})
