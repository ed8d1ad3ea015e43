import { describe, expect, it } from 'vitest'
import type { Conversation } from '../../../shared/domain/conversation'
import { until, useSimApp } from '../../support/core/use-app'

const startApp = useSimApp()
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

describe('compare channels over IPC', () => {
  it('compare:start streams the columns, chat:abort stops one, compare:continue makes a chat, delete stops a run', async () => {
    const app = await startApp({ sim: { tokensPerSecond: 40 }, keychain: true, saveFile: async () => null })
    const call = app.value
    const events = app.chatEvents
    const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 30, temperature: null }
    const run = await call<{ conversationId: string; columns: { requestId: string; model: string }[] }>('compare:start', { prompt: 'Explain caching', models: ['tally-nano', 'tally-mini'], params })
    expect(run.columns.map((c) => c.model)).toEqual(['tally-nano', 'tally-mini'])
    expect(await call('chat:abort', { requestId: run.columns[0]?.requestId })).toEqual({ aborted: true })
    const ended = (id: string | undefined) => events.find((e) => e.requestId === id && ['done', 'stopped', 'incomplete', 'error'].includes(e.kind))
    await until(() => run.columns.every((c) => ended(c.requestId)), 5000)
    expect(run.columns.map((c) => ended(c.requestId)?.kind)).toEqual(['stopped', 'done'])
    const compare = await call<Conversation>('conversations:get', { id: run.conversationId })
    expect(compare.kind).toBe('compare')
    const chat = await call<Conversation>('compare:continue', { conversationId: run.conversationId, column: 1 })
    expect(chat).toMatchObject({ kind: 'chat', params: { model: 'tally-mini' } })
    expect(chat.messages[1]?.content).toBe(compare.messages[2]?.content)

    const second = await call<{ conversationId: string; columns: { requestId: string }[] }>('compare:start', { prompt: 'Write a long essay', models: ['tally-nano', 'tally-mini'], params: { ...params, maxOutputTokens: 4000 } })
    await until(() => events.some((e) => e.requestId === second.columns[0]?.requestId && e.kind === 'delta'), 5000)
    expect(await call('conversations:delete', { id: second.conversationId })).toEqual({ deleted: true })
    expect(second.columns.map((c) => ended(c.requestId)?.kind)).toEqual(['stopped', 'stopped'])
    const count = events.length
    await delay(300)
    expect(events.length).toBe(count)
    await expect(call('compare:start', { prompt: 'x', models: ['tally-nano'], params })).rejects.toThrow()

    const stats = await call<{ model: string; answers: number; medianTtftMs: number | null }[]>('models:stats', {})
    const mini = stats.find((s) => s.model === 'tally-mini')
    expect(mini?.answers).toBeGreaterThanOrEqual(2) // the compare column and its "continue" copy
    expect(mini?.medianTtftMs).not.toBeNull()
    const estimate = await call<{ tokens: number; cost: string | null }>('chat:estimateInput', { text: 'Hello world, this is a test.', model: 'tally-mini' })
    expect(estimate.tokens).toBe(8)
  })
})
