import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ConnectionStore } from '../../../electron/services/connections/connection-store'
import { DemoService } from '../../../electron/services/app/demo-service'
import { batchMarkdown } from '../../../electron/services/batches/batch-export'
import { EncryptedKeyFile } from '../../../electron/services/secrets/encrypted-key-file'
import { KEY_FILE_NAME, KeyVault, type KeyVaultOptions } from '../../../electron/services/secrets/key-vault'
import { keychainUnavailable } from '../../../electron/services/secrets/keytar-store'
import { UpdateService } from '../../../electron/services/updates/update-service'
import { describeAccounts } from '../../../shared/accounts/describe-accounts'
import type { Batch } from '../../../shared/domain/batches'
import type { ChatMessage } from '../../../shared/domain/conversation'
import type { ErrorSay } from '../../../shared/domain/errors'
import { KeyStorageStatus } from '../../../shared/domain/key-storage'
import type { UpdatesUnavailableReason } from '../../../shared/domain/updates'
import { joinSentences, say } from '../../../shared/error-core'
import type { MessageKey } from '../../../shared/i18n/catalogue'
import type { AnyLocale } from '../../../shared/i18n/locales'
import { splitByLabels } from '../../../shared/projects/label-split'
import { UNAVAILABLE_WORDS } from '../../../shared/updates/unavailable-words'
import { errorOf } from '../../support/error-of'
import { FakeClock } from '../../support/fake-clock'
import { translatorFor } from '../../support/i18n'
import { TEST_SCRYPT_COST, THIS_MACHINE } from '../../support/key-vault'
import { MemorySecrets } from '../../support/memory-secrets'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()
afterAll(async () => {
  await translatorFor('en')
})

async function said(sentences: readonly ErrorSay[] | null | undefined, locale: AnyLocale): Promise<string> {
  const tr = await translatorFor(locale)
  return joinSentences((sentences ?? []).map((s) => tr.t(s.key as MessageKey, s.args)), locale)
}

async function statusWith(options: Partial<KeyVaultOptions>) {
  const vault = await KeyVault.open({ dataDir: await tmp(), keychain: new MemorySecrets(), env: {}, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST, ...options })
  // As the window receives it: through the contract's schema.
  return KeyStorageStatus.parse(await vault.status())
}

const failingKeychain = (error: Error): MemorySecrets => Object.assign(new MemorySecrets(), { failWith: error })

// #37: why a key store cannot be used, in the window's language; the English `problem` as before.
describe('key storage problems in German and Arabic', () => {
  it('a keychain that never answers the probe', async () => {
    const hanging = { get: () => new Promise<string | null>(() => undefined), set: async () => undefined, delete: async () => false }
    const { keychain } = await statusWith({ keychain: hanging, probeTimeoutMs: 1000 })
    expect(keychain).toMatchObject({ available: false, problem: 'it did not answer within 1 s' })
    expect(await said(keychain.problemSay, 'de')).toBe('er hat nicht innerhalb von 1 s geantwortet')
    expect(await said(keychain.problemSay, 'ar')).toBe('لم تستجب خلال 1 ث')
  })

  it('a keychain that timed out or whose library did not load: our words; the system’s own words stay as they came', async () => {
    const timedOut = (await statusWith({ keychain: failingKeychain(keychainUnavailable(say('errors.keychain.timedOut', { seconds: 5 }), 'linux')) })).keychain
    expect(timedOut.problem).toBe('it did not answer within 5 s; it may be locked')
    expect(await said(timedOut.problemSay, 'de')).toBe('er hat nicht innerhalb von 5 s geantwortet; er ist vielleicht gesperrt')
    const noLibrary = (await statusWith({ keychain: failingKeychain(keychainUnavailable(say('errors.keychain.noLibrary', { detail: 'libsecret-1.so.0: cannot open' }), 'linux')) })).keychain
    expect(noLibrary.problem).toBe('the keychain library could not be loaded: libsecret-1.so.0: cannot open')
    expect(await said(noLibrary.problemSay, 'ar')).toBe('تعذّر تحميل مكتبة سلسلة المفاتيح: libsecret-1.so.0: cannot open')
    const system = (await statusWith({ keychain: failingKeychain(keychainUnavailable('Cannot autolaunch D-Bus without X11 $DISPLAY', 'linux')) })).keychain
    expect(system).toEqual({ available: false, problem: 'Cannot autolaunch D-Bus without X11 $DISPLAY' })
  })

  it('choosing a keychain that is not there: our reason translated inside the sentence, the system’s words as sent', async () => {
    const refusal = async (keychain: KeyVaultOptions['keychain'], probeTimeoutMs?: number) => {
      const vault = await KeyVault.open({ dataDir: await tmp(), keychain, env: {}, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST, ...(probeTimeoutMs ? { probeTimeoutMs } : {}) })
      const failure = await vault.choose('keychain', undefined, []).then(
        () => null,
        (err: unknown) => err as { error: { code: string; message: string; say?: ErrorSay[] } },
      )
      expect(failure?.error.code).toBe('keychain_unavailable')
      return failure!.error
    }
    const hanging = { get: () => new Promise<string | null>(() => undefined), set: async () => undefined, delete: async () => false }
    const ours = await refusal(hanging, 1000)
    expect(ours.message).toBe('The system keychain is not available (it did not answer within 1 s). Choose the encrypted key file, or keys from the environment, instead.')
    expect(await said(ours.say, 'de')).toBe('Der System-Schlüsselbund ist nicht verfügbar (er hat nicht innerhalb von 1 s geantwortet). Wählen Sie stattdessen die verschlüsselte Schlüsseldatei oder Schlüssel aus der Umgebung.')
    const system = await refusal(failingKeychain(keychainUnavailable('Cannot autolaunch D-Bus without X11 $DISPLAY', 'linux')))
    expect(await said(system.say, 'ar')).toBe('سلسلة مفاتيح النظام غير متاحة (Cannot autolaunch D-Bus without X11 $DISPLAY). اختر ملف المفاتيح المشفّر أو المفاتيح من البيئة بدلًا منها.')
  })

  it('a damaged key file: why, in a whole sentence per reason; unlocking it says so too', async () => {
    const dataDir = await tmp()
    await writeFile(join(dataDir, KEY_FILE_NAME), '{"format": "tokentally-keys", "vers')
    const { file } = await statusWith({ dataDir })
    expect(file).toMatchObject({ state: 'damaged', problem: 'The key file is damaged: it is not readable JSON (cut short or overwritten?).' })
    expect(await said(file.problemSay, 'de')).toBe('Die Schlüsseldatei ist beschädigt: sie ist kein lesbares JSON (abgeschnitten oder überschrieben?).')
    expect(await said(file.problemSay, 'ar')).toBe('ملف المفاتيح تالف: ليس JSON قابلًا للقراءة (مقطوع أو مكتوب فوقه؟).')
    const keyFile = new EncryptedKeyFile({ path: join(dataDir, KEY_FILE_NAME), machine: THIS_MACHINE, cost: TEST_SCRYPT_COST })
    const error = (await errorOf(keyFile.unlock('correct horse battery')))
    expect(error).toMatchObject({ code: 'key_file_damaged', message: `The key file at ${join(dataDir, KEY_FILE_NAME)} is damaged: it is not readable JSON (cut short or overwritten?). Nothing was changed: it stays where it is, so you can put back a copy from a backup. Or start a new key file (the damaged one is kept next to it) and enter your keys again.` })
    expect(await said(error.say, 'de')).toMatch(/^Die Schlüsseldatei unter .+ ist beschädigt: sie ist kein lesbares JSON \(abgeschnitten oder überschrieben\?\)\. Es wurde nichts geändert: /)
  })

  it('the operator’s key file that cannot be read: its error’s sentences', async () => {
    const dir = await tmp()
    const { environment } = await statusWith({ env: { TALLY_API_KEY_FILE: `${dir}/missing-key` } })
    expect(environment.problem).toMatch(/TALLY_API_KEY_FILE.*could not be read: ENOENT/)
    expect(environment.problemSay?.length).toBeGreaterThan(0)
    const de = await said(environment.problemSay, 'de')
    expect(de).toContain('missing-key')
    expect(de).not.toBe(environment.problem)
  })
})

describe('why this copy cannot update itself, in German and Arabic', () => {
  const reasons: UpdatesUnavailableReason[] = ['unpackaged', 'linux-deb', 'no-feed', 'test-shell']

  it('main’s English message is the catalogue’s; the window says the reason’s key', async () => {
    const en = await translatorFor('en')
    for (const reason of reasons) {
      const state = new UpdateService({ backend: null, unavailable: reason, clock: new FakeClock('2025-06-15T12:00:00Z'), autoCheck: () => true, publish: () => undefined }).state()
      expect(state).toMatchObject({ status: 'unavailable', reason })
      if (state.status !== 'unavailable') throw new Error('available')
      expect(en.t(UNAVAILABLE_WORDS[reason])).toBe(state.message)
    }
    expect((await translatorFor('de')).t(UNAVAILABLE_WORDS['linux-deb'])).toBe('Updates kommen über Ihre Paketverwaltung: Diese Kopie wurde aus einem .deb-Paket installiert.')
    expect((await translatorFor('ar')).t(UNAVAILABLE_WORDS.unpackaged)).toBe('التحديثات غير متاحة: تعمل هذه النسخة دون حزمة (من الشيفرة المصدرية).')
  })
})

describe('the demo connection’s name, in the language of the moment', () => {
  async function demoNamedIn(locale: AnyLocale): Promise<string> {
    const tr = await translatorFor(locale)
    const added: string[] = []
    const connections = { list: () => ({ connections: [], activeId: null }), add: async (c: { name: string }) => void added.push(c.name), get: () => null } as unknown as ConnectionStore
    const demo = new DemoService({ connections, log: () => undefined, demoName: () => tr.t('mainWords.demoName'), startSim: async () => ({ baseUrl: 'http://127.0.0.1:1/v1', close: async () => undefined }) })
    await demo.start()
    return added[0]!
  }

  it('English as before; German and Arabic in their words', async () => {
    expect(await demoNamedIn('en')).toBe('Demo account')
    expect(await demoNamedIn('de')).toBe('Demokonto')
    expect(await demoNamedIn('ar')).toBe('الحساب التجريبي')
  })
})

describe('the batch’s Markdown report in the app’s language (its CSV is machine English)', () => {
  const batch: Batch = {
    id: 'b1', title: 'Trip', models: ['tally-mini', 'tally-coder'], prompts: ['Plan a trip'], maxOutputTokens: null, status: 'done', createdAt: '2025-06-15T12:00:00.000Z', finishedAt: null,
    cells: [
      { prompt: 0, model: 'tally-mini', conversationId: 'c1', messageId: 'm1', state: 'done', attempts: 1, cost: '0.000120', requestId: null },
      { prompt: 0, model: 'tally-coder', conversationId: 'c1', messageId: 'm2', state: 'failed', attempts: 3, cost: null, requestId: null },
    ],
  }
  const answer = { content: 'Go to Lisbon.', cost: { inputTokens: 5, outputTokens: 21, source: 'counted', cost: '0.000120', fromBill: false } } as unknown as ChatMessage
  const answerOf = (_c: string, id: string) => (id === 'm1' ? answer : null)

  it('English reads as before (a plural for one prompt)', async () => {
    const md = batchMarkdown(batch, answerOf, (await translatorFor('en')).t)
    expect(md).toContain('1 prompt × 2 models (tally-mini, tally-coder) · 2025-06-15T12:00:00.000Z · done')
    expect(md).toContain('_Done · 21 tokens out (counted here) · ≈ $0.000120 (estimate)_')
    expect(md).toContain('### tally-coder\n\n_Failed_\n\n_(no answer)_')
  })

  it('German and Arabic', async () => {
    const de = batchMarkdown(batch, answerOf, (await translatorFor('de')).t)
    expect(de).toContain('1 Prompt × 2 Modelle (tally-mini, tally-coder) · 2025-06-15T12:00:00.000Z · fertig')
    expect(de).toContain('_Fertig · 21 Tokens ausgegeben (hier gezählt) · ≈ $0.000120 (Schätzung)_')
    expect(de).toContain('_(keine Antwort)_')
    const ar = batchMarkdown(batch, answerOf, (await translatorFor('ar')).t)
    expect(ar).toContain('_(لا إجابة)_')
    expect(ar).toContain('≈ $0.000120 (تقدير)')
    expect(ar).not.toMatch(/tokens out|no answer|estimate/)
  })
})

describe('a deleted project’s row in the split by project', () => {
  it('keeps its English name (CSV) and says it is deleted, for the window and the statement to word', async () => {
    const split = splitByLabels(
      [
        { id: 'a1', projectId: 'gone', tags: [], billed: null, counted: '0.010000' },
        { id: 'a2', projectId: 'p1', tags: [], billed: null, counted: '0.020000' },
      ],
      (id) => (id === 'p1' ? 'Client A' : null),
    )
    expect(split.byProject).toEqual([
      { key: 'p1', name: 'Client A', answers: 1, billed: '0.000000', counted: '0.020000', total: '0.020000', unpriced: 0 },
      { key: 'gone', name: 'Deleted project', deleted: true, answers: 1, billed: '0.000000', counted: '0.010000', total: '0.010000', unpriced: 0 },
    ])
    expect((await translatorFor('de')).t('mainWords.deletedProject')).toBe('Gelöschtes Projekt')
    expect((await translatorFor('ar')).t('mainWords.deletedProject')).toBe('مشروع محذوف')
  })
})

describe('the tray’s “all accounts”: what the total stands on, in the app’s language', () => {
  const all = { fresh: 1, of: 2, issues: [{ name: 'Work', freshness: 'stale' as const, since: '2026-11-27T10:00:00.000Z', reason: null }], unlinkedRouters: ['edge'] }
  const time = () => '10:00'

  it('English by default (as before); German and Arabic with the app’s translator', async () => {
    expect(describeAccounts(all, time)).toBe('1 of 2 accounts; Work stale since 10:00; router edge not linked to an account')
    expect(describeAccounts(all, time, (await translatorFor('de')).t)).toMatch(/^1 von 2 Konten; Work veraltet seit 10:00; /)
    const ar = describeAccounts(all, time, (await translatorFor('ar')).t)
    expect(ar).toContain('Work قديم منذ 10:00')
    expect(ar).not.toMatch(/stale|accounts|router/)
  })
})
