import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { firstProblem } from '../../../electron/services/imports/imported'
import type { SkippedConversation } from '../../../shared/domain/imports'
import { translatorFor } from '../../support/i18n'
import { fixture, type ImportHarness, makeImportHarness } from '../../support/imports/import-harness'
import { skipsSaid } from '../../support/imports/skips-said'

let h: ImportHarness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})
afterAll(async () => {
  await translatorFor('en')
})

const problem = { path: 'chat_messages', kind: 'type', detail: 'array' } as const
/** One skipped item per reason main sends. */
const every: SkippedConversation[] = [
  { title: null, place: 12, reason: { code: 'not_this_format', source: 'chatgpt', problem: { path: 'mapping', kind: 'missing', detail: '' } } },
  { title: 'Trip', place: 2, reason: { code: 'bad_message', source: 'librechat', problem } },
  { title: 'Trip', place: 3, reason: { code: 'no_conversation_id', field: 'conversation_id' } },
  { title: 'Trip', place: 4, reason: { code: 'newer_version', version: 3, readsUpTo: 2 } },
  { title: 'Pictures', place: 5, reason: { code: 'picture_session' } },
  { title: null, place: 6, reason: { code: 'no_messages' } },
  { title: 'Trip', place: 1234, reason: { code: 'not_this_format', source: 'claude', problem } },
]

// #37: main sends why a conversation was skipped as a code and its facts; the window says it in its language.
describe('import skip reasons in German and Arabic', () => {
  it('English: the sentences main used to write', async () => {
    expect(await skipsSaid(every, 'en')).toEqual([
      { title: 'conversation 12', why: 'not a ChatGPT conversation: missing “mapping”' },
      { title: 'Trip', why: 'a message is not one LibreChat writes: “chat_messages”: expected array' },
      { title: 'Trip', why: 'it has no conversation ID (“conversation_id”)' },
      { title: 'Trip', why: 'it was exported by a newer Tokentally (format version 3; this one reads up to 2): update Tokentally to import it' },
      { title: 'Pictures', why: 'a picture session (image generation) is not a chat' },
      { title: 'Untitled conversation', why: 'it has no messages' },
      { title: 'Trip', why: 'not a Claude conversation: “chat_messages”: expected array' },
    ])
  })

  it('German: every reason and the place of an untitled one', async () => {
    expect(await skipsSaid(every, 'de')).toEqual([
      { title: 'Gespräch 12', why: 'kein ChatGPT-Gespräch: „mapping“ fehlt' },
      { title: 'Trip', why: 'eine Nachricht hat nicht die Form, die LibreChat schreibt: „chat_messages“: erwartet: array' },
      { title: 'Trip', why: 'es hat keine Gesprächs-ID („conversation_id“)' },
      { title: 'Trip', why: 'es wurde von einer neueren Tokentally-Version exportiert (Formatversion 3; diese liest bis 2): aktualisieren Sie Tokentally, um es zu importieren' },
      { title: 'Pictures', why: 'eine Bildsitzung (Bilderzeugung) ist kein Chat' },
      { title: 'Gespräch ohne Titel', why: 'es enthält keine Nachrichten' },
      { title: 'Trip', why: 'kein Claude-Gespräch: „chat_messages“: erwartet: array' },
    ])
  })

  it('Arabic: every reason in Arabic, field names and app names kept as they are', async () => {
    const said = await skipsSaid(every, 'ar')
    expect(said[0]).toEqual({ title: 'المحادثة 12', why: 'العنصر ليس محادثة ChatGPT: “mapping” مفقود' })
    expect(said[4]?.why).toBe('جلسة الصور (توليد الصور) ليست دردشة')
    expect(said[6]?.title).toBe('Trip')
    for (const { why } of said) expect(why, why).toMatch(/[\u0600-\u06FF]/)
    for (const { why } of said) expect(why, why).not.toMatch(/\b(not a|missing|it has|exported by|is not)\b/)
  })

  it('a real import in German: the file’s skipped items said in German (the count of the place the German way)', async () => {
    h = await makeImportHarness()
    const result = await h.importBytes('conversations.json', await fixture('claude-conversations.json'))
    expect(await skipsSaid(result.skippedList, 'de')).toEqual([
      { title: 'Gespräch ohne Titel', why: 'es enthält keine Nachrichten' },
      { title: 'No ID here', why: 'kein Claude-Gespräch: „uuid“ fehlt' },
    ])
    expect((await skipsSaid([{ ...every[0]!, place: 1234 }], 'de'))[0]?.title).toBe('Gespräch 1.234')
  })

  it('zod’s other problems (a value not allowed, too few items, a bound) in the shown language from the issue’s facts, never the file’s content', async () => {
    const shape = z.object({ role: z.enum(['user', 'assistant']), parts: z.array(z.string()).min(1), tokens: z.number().positive().optional(), id: z.string().regex(/^m-/).optional() })
    const problemOf = (value: unknown) => {
      const parsed = shape.safeParse(value)
      if (parsed.success) throw new Error('expected a problem')
      return firstProblem(parsed.error.issues)
    }
    const notAllowed = problemOf({ role: 'secret-user-text', parts: ['a'] })
    expect(notAllowed).toMatchObject({ path: 'role', kind: 'other', issue: { code: 'invalid_value', values: ['user', 'assistant'] } })
    expect(JSON.stringify(notAllowed)).not.toContain('secret-user-text')
    const tooFew = problemOf({ role: 'user', parts: [] })
    const skipped = (p: typeof notAllowed): SkippedConversation => ({ title: 'Trip', place: 1, reason: { code: 'bad_message', source: 'librechat', problem: p } })
    expect((await skipsSaid([skipped(notAllowed)], 'en'))[0]?.why).toBe('a message is not one LibreChat writes: “role”: invalid option: expected one of "user"|"assistant"')
    expect((await skipsSaid([skipped(notAllowed), skipped(tooFew)], 'de')).map((s) => s.why)).toEqual([
      'eine Nachricht hat nicht die Form, die LibreChat schreibt: „role“: ungültiger Wert: erwartet wird einer von "user"|"assistant"',
      'eine Nachricht hat nicht die Form, die LibreChat schreibt: „parts“: zu wenige Einträge: erwartet werden mindestens 1',
    ])
    const notPositive = problemOf({ role: 'user', parts: ['a'], tokens: 0 })
    expect((await skipsSaid([skipped(notPositive)], 'fr'))[0]?.why).toMatch(/« tokens » : trop petit : plus de 0 attendu$/)
    // An issue we have no words for keeps zod's English detail rather than saying nothing.
    const badId = problemOf({ role: 'user', parts: ['a'], id: 'x' })
    expect(badId.issue?.code).toBe('invalid_format')
    expect((await skipsSaid([skipped(badId)], 'de'))[0]?.why).toContain(badId.detail)
    const arabic = (await skipsSaid([skipped(tooFew)], 'ar'))[0]?.why ?? ''
    expect(arabic).toMatch(/[\u0600-\u06FF].*“parts”: .*[\u0600-\u06FF]/)
    expect(arabic).not.toMatch(/too small/i)
  })
})
