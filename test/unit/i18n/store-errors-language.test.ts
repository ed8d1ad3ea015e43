import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ServiceClient } from '../../../electron/services/api/service-client'
import { storageFailure, writing } from '../../../electron/services/db/storage-error'
import { JsonFile } from '../../../electron/services/storage/json-file'
import { UsageCache } from '../../../electron/services/usage/usage-cache'
import { syncRange } from '../../../electron/services/usage/sync-engine'
import type { AppError } from '../../../shared/domain/errors'
import { AppFailure, joinSentences } from '../../../shared/error-core'
import type { MessageKey } from '../../../shared/i18n/catalogue'
import type { AnyLocale } from '../../../shared/i18n/locales'
import { FakeClock } from '../../support/fake-clock'
import { translatorFor } from '../../support/i18n'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()
afterAll(async () => {
  await translatorFor('en')
})

/** An error as the window shows it (error-text.ts): its sentences in the shown language. */
async function shown(error: AppError, locale: AnyLocale): Promise<string> {
  const tr = await translatorFor(locale)
  return joinSentences((error.say ?? []).map((s) => tr.t(s.key as MessageKey, s.args)), locale)
}

const errorOf = (run: () => unknown): AppError => {
  try {
    run()
  } catch (err) {
    if (err instanceof AppFailure) return err.error
    throw err
  }
  throw new Error('did not fail')
}

// #37: a failed write says what was not saved as one whole sentence per thing, in the user's language.
describe('storage errors in German and Arabic, English unchanged', () => {
  const full = () => errorOf(() => writing('vote', () => { throw new Error('database or disk is full') }))
  const locked = () => storageFailure(new Error('attempt to write a readonly database'), 'historyDeletion').error

  it('English: the message reads as it always did', async () => {
    expect(full()).toMatchObject({ kind: 'internal', code: 'storage_error', message: 'Could not save the vote: database or disk is full. The disk is full: free some space and try again. Nothing saved before was lost.' })
    expect(locked().message).toBe("Could not save the deletion of all chat history: attempt to write a readonly database. Check that the app's data folder is writable and the disk is not full. Nothing saved before was lost.")
    expect(await shown(full(), 'en')).toBe(full().message)
  })

  it('German and Arabic: whole sentences, the database’s own words kept', async () => {
    expect(await shown(full(), 'de')).toBe('Die Bewertung konnte nicht gespeichert werden: database or disk is full. Die Festplatte ist voll: Geben Sie Speicherplatz frei und versuchen Sie es erneut. Nichts zuvor Gespeichertes ging verloren.')
    expect(await shown(locked(), 'ar')).toBe('تعذّر حفظ حذف سجل الدردشة بالكامل: attempt to write a readonly database. تأكد من أن مجلد بيانات التطبيق قابل للكتابة وأن القرص غير ممتلئ. لم يُفقد شيء مما حُفظ من قبل.')
  })

  it('an error that already is one passes through unchanged', () => {
    const inner = full()
    expect(storageFailure(new AppFailure(inner), 'draft').error).toBe(inner)
  })

  it('a settings file that cannot be written names it, in each language', async () => {
    const dir = await tmp()
    await writeFile(join(dir, 'blocker'), 'a file, not a folder')
    const file = new JsonFile(join(dir, 'blocker', 'settings.json'), z.object({ a: z.number() }), 1)
    const error = await file.save({ a: 1 }).then(
      () => null,
      (err: unknown) => (err as AppFailure).error,
    )
    expect(error?.code).toBe('storage_error')
    const path = join(dir, 'blocker', 'settings.json')
    expect(error?.message).toMatch(new RegExp(`^Could not save ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*(ENOTDIR|EEXIST).*\\. Check that the app's data folder is writable and the disk is not full\\.$`))
    expect(await shown(error!, 'de')).toMatch(/^.+settings\.json konnte nicht gespeichert werden: .+\. Prüfen Sie, ob der Datenordner der App beschreibbar und die Festplatte nicht voll ist\.$/)
    expect(await shown(error!, 'ar')).toMatch(/^تعذّر حفظ .+settings\.json: .+\. تأكد من أن مجلد بيانات التطبيق قابل للكتابة وأن القرص غير ممتلئ\.$/)
  })
})

describe('a usage page the service got wrong, in German and Arabic', () => {
  async function syncWith(usage: ServiceClient['usage']) {
    const clock = new FakeClock('2025-06-15T12:00:03Z')
    const { cache } = await UsageCache.open(await tmp(), 'conn1')
    const client: ServiceClient = { baseUrl: 'x', redact: (t) => t, models: () => Promise.reject(new Error('no')), balance: () => Promise.reject(new Error('no')), chatStream: () => Promise.reject(new Error('no')), usage }
    const outcome = await syncRange({ client, cache, clock }, { start: '2025-06-10', end: '2025-06-16' }, { force: false })
    return outcome.error!
  }

  it('a 304 without an ETag', async () => {
    const error = await syncWith(() => Promise.resolve({ status: 304 as const }))
    expect(error).toMatchObject({ kind: 'invalid_response', code: 'invalid_usage_page', message: 'The service answered 304 Not Modified to a request without an ETag.' })
    expect(await shown(error, 'de')).toBe('Der Dienst hat auf eine Anfrage ohne ETag mit 304 Not Modified geantwortet.')
    expect(await shown(error, 'ar')).toBe('ردّت الخدمة بـ 304 Not Modified على طلب بلا ETag.')
  })

  it('a next_page outside the range', async () => {
    const page = { object: 'usage', data: [], total: { input_tokens: 0, output_tokens: 0, requests: 0, cost: '0.000000' }, next_page: '2025-06-01', as_of: '2025-06-15T12:00:00Z' }
    const error = await syncWith(() => Promise.resolve({ status: 200 as const, etag: null, page } as never))
    expect(error.message).toBe("The service's next_page 2025-06-01 is outside 2025-06-10..2025-06-16.")
    expect(await shown(error, 'de')).toBe('Die next_page 2025-06-01 des Dienstes liegt außerhalb von 2025-06-10..2025-06-16.')
    expect(await shown(error, 'ar')).toBe('قيمة next_page 2025-06-01 من الخدمة خارج النطاق 2025-06-10..2025-06-16.')
  })
})
