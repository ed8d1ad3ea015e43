import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { until, useSimApp } from '../../support/core/use-app'

const startApp = useSimApp()
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 4000, temperature: null }
const TERMINAL = ['done', 'stopped', 'incomplete', 'error']

describe('conversations:delete and deleteAll over IPC', () => {
  // Fails on the handler that deleted through the store only: the stream ran on (30 deltas in 1.5 s, no terminal event).
  it('stops a running stream: a `stopped` terminal event and no further deltas', async () => {
    const app = await startApp({ sim: { tokensPerSecond: 40 }, keychain: true, saveFile: async () => null })
    const events = app.chatEvents
    const conversation = await app.invoke('conversations:create', { params })
    await app.invoke('chat:start', { requestId: 'r-delete', conversationId: conversation.id, action: 'send', content: 'Write a long essay about testing.' })
    await until(() => events.some((e) => e.kind === 'delta'), 5000)

    expect(await app.invoke('conversations:delete', { id: conversation.id })).toEqual({ deleted: true })
    const terminal = events.filter((e) => TERMINAL.includes(e.kind))
    expect(terminal.map((e) => e.kind)).toEqual(['stopped'])
    const countAtDelete = events.length
    await delay(1500)
    expect(events.slice(countAtDelete)).toEqual([])
    expect(await app.invoke('conversations:list', {})).toEqual({ items: [], nextCursor: null })
  })

  it('delete all: stops the stream, removes every conversation, and export of one before that writes Markdown and JSON', async () => {
    const saved: { name: string; contents: string }[] = []
    const app = await startApp({
      sim: { tokensPerSecond: 40 },
      keychain: true,
      saveFile: async (name, contents) => {
        saved.push({ name, contents })
        return join(app.dataDir, name)
      },
    })
    const events = app.chatEvents
    const kept = await app.invoke('conversations:create', { params })
    await app.invoke('conversations:rename', { id: kept.id, title: 'Export me' })
    const exported = await app.invoke('conversations:export', { id: kept.id, format: 'markdown' })
    expect(exported).toEqual({ saved: true, path: join(app.dataDir, saved[0]?.name ?? '') })
    expect(saved[0]?.name).toMatch(/^Export me \d{4}-\d{2}-\d{2}\.md$/)
    expect(saved[0]?.contents).toMatch(/^# Export me\n/)
    await app.invoke('conversations:export', { id: kept.id, format: 'json' })
    expect(JSON.parse(saved[1]?.contents ?? '')).toMatchObject({ format: 'tokentally-conversation', conversation: { id: kept.id, title: 'Export me' } })

    const streaming = await app.invoke('conversations:create', { params })
    await app.invoke('chat:start', { requestId: 'r-all', conversationId: streaming.id, action: 'send', content: 'Write a long essay about testing.' })
    await until(() => events.some((e) => e.kind === 'delta'), 5000)
    expect(await app.invoke('conversations:deleteAll', {})).toEqual({ deleted: 2, compacted: true })
    expect(events.filter((e) => TERMINAL.includes(e.kind)).map((e) => e.kind)).toEqual(['stopped'])
    const countAtDelete = events.length
    await delay(1000)
    expect(events.slice(countAtDelete)).toEqual([])
    expect(await app.invoke('conversations:list', {})).toEqual({ items: [], nextCursor: null })
    expect(await app.invoke('conversations:search', { query: 'testing' })).toEqual([])
    expect(await app.failure('conversations:export', { id: kept.id, format: 'json' })).toMatchObject({ code: 'conversation_not_found' })
  })
})
