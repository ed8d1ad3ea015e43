import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { PromptService } from '../../../electron/services/prompts/prompt-service'
import { PromptStore } from '../../../electron/services/prompts/prompt-store'
import { errorOf } from '../../support/error-of'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()
const closers: Array<() => void> = []
afterEach(() => closers.splice(0).forEach((c) => c()))

async function service(saved: string[] = []) {
  const { db } = openDatabase({ dataDir: await tmp() })
  closers.push(() => db.close())
  let now = Date.parse('2026-03-01T10:00:00.000Z')
  let n = 0
  return new PromptService({
    store: new PromptStore(db),
    clock: { now: () => (now += 1000) },
    newId: () => `p${++n}`,
    saveFile: async (_name, contents) => {
      saved.push(contents)
      return '/tmp/prompts.json'
    },
  })
}

describe('PromptService', () => {
  it('saves, edits, searches by text and tag (LIKE wildcards taken literally), and deletes', async () => {
    const s = await service()
    const review = s.save({ title: 'Code review', body: 'Review {{file}} for bugs', tags: ['code', 'code'] })
    expect(review).toMatchObject({ id: 'p1', kind: 'prompt', tags: ['code'] })
    s.save({ kind: 'system', title: 'Terse', body: 'Answer in 100% plain words_only', tags: ['style'] })
    const edited = s.save({ id: 'p1', title: 'Code review', body: 'Review {{file}} carefully', tags: ['code'] })
    expect(edited.createdAt).toBe(review.createdAt)
    expect(edited.updatedAt > review.updatedAt).toBe(true)

    expect(s.list({ search: 'CAREFULLY', tag: null }).prompts.map((p) => p.id)).toEqual(['p1'])
    expect(s.list({ search: '100%', tag: null }).prompts.map((p) => p.id)).toEqual(['p2'])
    expect(s.list({ search: '%', tag: null }).prompts.map((p) => p.id)).toEqual(['p2'])
    expect(s.list({ search: '_', tag: null }).prompts.map((p) => p.id)).toEqual(['p2'])
    expect(s.list({ search: '', tag: 'style' }).prompts.map((p) => p.title)).toEqual(['Terse'])
    expect(s.list({ search: '', tag: null })).toMatchObject({ tags: ['code', 'style'] })

    expect((await errorOf(Promise.resolve().then(() => s.save({ id: 'gone', title: 'x', body: 'y' })))).code).toBe('prompt_not_found')
    expect(s.delete('p1')).toEqual({ deleted: true })
    expect(s.delete('p1')).toEqual({ deleted: false })
  })

  it('exports every prompt as JSON and imports such a file, skipping bad entries', async () => {
    const saved: string[] = []
    const a = await service(saved)
    a.save({ title: 'One', body: 'Say {{x}}', tags: ['t'] })
    a.save({ kind: 'system', title: 'Two', body: 'Be brief' })
    expect(await a.exportJson()).toEqual({ saved: true, path: '/tmp/prompts.json', count: 2 })
    const file = JSON.parse(saved[0]!)
    file.prompts.push({ title: '', body: 'no title' }, { title: 'No body', body: '' })

    const b = await service()
    expect(b.importJson(JSON.stringify(file))).toEqual({ imported: 2, skipped: 2 })
    expect(b.list({ search: '', tag: null }).prompts.map((p) => [p.kind, p.title, p.body, p.tags])).toEqual([
      ['prompt', 'One', 'Say {{x}}', ['t']],
      ['system', 'Two', 'Be brief', []],
    ])
  })

  it('refuses a file that is not JSON or not a prompt export, and saves nothing from it', async () => {
    const s = await service()
    expect((await errorOf(Promise.resolve().then(() => s.importJson('{not json')))).code).toBe('invalid_import')
    expect((await errorOf(Promise.resolve().then(() => s.importJson(JSON.stringify({ prompts: [{ title: 'a', body: 'b' }] }))))).message).toBe('This file is not a Tokentally prompt export.')
    expect(s.list({ search: '', tag: null }).prompts).toEqual([])
  })
})
