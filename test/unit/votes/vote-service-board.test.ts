import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { VoteService } from '../../../electron/services/votes/vote-service'
import { VoteStore } from '../../../electron/services/votes/vote-store'
import type { Vote } from '../../../shared/domain/votes'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

const vote = (k: number, choice: Vote['choice'], tags: string[] = []): Vote => ({
  id: `v${k}`,
  conversationId: `c${k}`,
  prompt: `Prompt ${k}`,
  tags,
  columns: [
    { column: 0, model: 'a', ttftMs: 100, tokensPerSec: 50, outputTokens: 200, cost: '0.000100' },
    { column: 1, model: 'b', ttftMs: 200, tokensPerSec: 40, outputTokens: 300, cost: '0.000200' },
  ],
  choice,
  createdAt: `2026-03-0${1 + (k % 9)}T10:00:00.000Z`,
})

describe('VoteService.leaderboard keeps the last board until a vote changes', () => {
  it('answers the same query from the kept board, and reads again after a vote is added or removed', async () => {
    const { db } = openDatabase({ dataDir: await tmp() })
    try {
      const store = new VoteStore(db)
      const service = new VoteService({ store, conversations: { get: () => { throw new Error('not used') } }, saveFile: async () => null, clock: { now: () => 0 } })
      const all = { tag: null, from: null, to: null }
      for (let k = 0; k < 4; k++) store.insert(vote(k, 0, k === 0 ? ['code'] : []))
      const first = service.leaderboard(all)
      expect(first.votes).toBe(4)
      expect(service.leaderboard(all)).toBe(first)
      // Another query is its own board.
      expect(service.leaderboard({ ...all, tag: 'code' }).votes).toBe(1)

      store.insert(vote(4, 1))
      const after = service.leaderboard(all)
      expect(after).not.toBe(first)
      expect(after.votes).toBe(5)
      expect(store.remove('v4')).toBe(true)
      expect(service.leaderboard(all).votes).toBe(4)
      // A failed removal still reads again (never a stale board).
      expect(store.remove('nope')).toBe(false)
      expect(service.leaderboard(all).votes).toBe(4)
    } finally {
      db.close()
    }
  })
})
