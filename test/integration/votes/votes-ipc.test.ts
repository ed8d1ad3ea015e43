import { describe, expect, it } from 'vitest'
import type { Leaderboard, Vote } from '../../../shared/domain/votes'
import { until, useSimApp } from '../../support/core/use-app'

const startApp = useSimApp()

describe('votes over IPC', () => {
  it('casts a vote with the run’s figures, refuses a second one, undoes it, and ranks from what is left', async () => {
    let saved = ''
    const app = await startApp({
      sim: { tokensPerSecond: 400 },
      keychain: true,
      saveFile: async (_name, contents) => {
        saved = contents
        return '/tmp/models.csv'
      },
    })
    const { value: call, failure } = app
    const events = app.chatEvents
    const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 20, temperature: null }
    const ended = (id: string) => events.some((e) => e.requestId === id && ['done', 'stopped', 'incomplete', 'error'].includes(e.kind))

    const runs: string[] = []
    for (let k = 0; k < 3; k++) {
      const run = await call<{ conversationId: string; columns: { requestId: string }[] }>('compare:start', { prompt: `Question ${k}`, models: ['tally-nano', 'tally-mini'], params })
      if (k === 0) expect((await failure('votes:cast', { conversationId: run.conversationId, choice: 0, tags: [] })).code).toBe('conversation_busy')
      await until(() => run.columns.every((c) => ended(c.requestId)))
      runs.push(run.conversationId)
    }

    expect(await call('votes:forConversation', { conversationId: runs[0] })).toBeNull()
    const first = await call<Vote>('votes:cast', { conversationId: runs[0], choice: 1, tags: ['code', ' code ', 'writing'] })
    expect(first.tags).toEqual(['code', 'writing'])
    expect(first.prompt).toBe('Question 0')
    expect(first.columns.map((c) => c.model)).toEqual(['tally-nano', 'tally-mini'])
    expect(first.columns.every((c) => c.ttftMs !== null && c.outputTokens !== null)).toBe(true)
    expect((await failure('votes:cast', { conversationId: runs[0], choice: 0, tags: [] })).code).toBe('already_voted')
    expect((await failure('votes:cast', { conversationId: runs[1], choice: 3, tags: [] })).code).toBe('column_not_found')
    await call('votes:cast', { conversationId: runs[1], choice: 'tie', tags: ['code'] })
    const third = await call<Vote>('votes:cast', { conversationId: runs[2], choice: 0, tags: [] })

    let board = await call<Leaderboard>('votes:leaderboard', {})
    expect(board.votes).toBe(3)
    expect(board.fewVotes).toBe(true)
    expect(board.tags).toEqual(['code', 'writing'])
    expect(board.rows.map((r) => [r.model, r.votes, r.winRate])).toEqual(
      expect.arrayContaining([
        ['tally-nano', 3, 0.5],
        ['tally-mini', 3, 0.5],
      ]),
    )
    // Three votes: the intervals overlap and both models share first place.
    expect(board.rows.map((r) => r.rank)).toEqual([1, 1])

    expect(await call('votes:undo', { id: third.id })).toEqual({ undone: true })
    expect(await call('votes:undo', { id: third.id })).toEqual({ undone: false })
    board = await call<Leaderboard>('votes:leaderboard', { tag: 'code' })
    expect(board.votes).toBe(2)
    const mini = board.rows.find((r) => r.model === 'tally-mini')
    expect(mini?.winRate).toBe(0.75)
    expect(mini!.strength).toBeGreaterThan(1)

    const future = await call<Leaderboard>('votes:leaderboard', { from: '2999-01-01', to: '2999-01-02' })
    expect(future.rows).toEqual([])
    expect((await failure('votes:leaderboard', { from: '2025-02-01', to: '2025-01-01' })).code).toBe('invalid_range')

    expect(await call('votes:exportCsv', { tag: 'code' })).toEqual({ saved: true, path: '/tmp/models.csv', rowCount: 2 })
    expect(saved.split('\r\n')[0]).toBe('rank,model,strength,strength_low_95,strength_high_95,win_rate,votes,few_votes,median_ttft_ms,median_tokens_per_sec,median_cost_per_answer,strength_per_dollar,pareto_front')
    expect(saved.split('\r\n')).toHaveLength(4)

    // A chat is not a compare run.
    const chat = await call<{ id: string }>('conversations:create', { params })
    expect((await failure('votes:cast', { conversationId: chat.id, choice: 'tie', tags: [] })).code).toBe('not_a_compare_run')
  })
})
