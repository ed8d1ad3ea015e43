import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { DraftStore } from '../../../electron/services/drafts/draft-store'

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tally-drafts-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('DraftStore', () => {
  it('keeps drafts by key across a reopen (an app restart), the last text winning', () => {
    const first = openDatabase({ dataDir })
    const drafts = new DraftStore({ db: first.db })
    drafts.set('c1', 'Half a')
    drafts.set('c1', 'Half a question about 😀 and\nnew lines')
    drafts.set('__new__', 'A new chat')
    first.db.close()

    const again = openDatabase({ dataDir })
    expect(new DraftStore({ db: again.db }).all()).toEqual({ __new__: 'A new chat', c1: 'Half a question about 😀 and\nnew lines' })
    again.db.close()
  })

  it('empty or whitespace-only text removes the draft', () => {
    const { db } = openDatabase({ dataDir })
    const drafts = new DraftStore({ db })
    drafts.set('c1', 'something')
    drafts.set('c2', 'other')
    drafts.set('c1', '')
    drafts.set('c2', '  \n ')
    drafts.set('c3', '')
    expect(drafts.all()).toEqual({})
    db.close()
  })

  it('a write that fails is a storage error naming the draft', () => {
    const { db } = openDatabase({ dataDir })
    const drafts = new DraftStore({ db })
    db.exec('DROP TABLE drafts')
    expect(() => drafts.set('c1', 'text')).toThrow(/draft/)
    db.close()
  })
})
