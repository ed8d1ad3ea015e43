import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../shared/domain/conversation'
import { buildChatRequest } from '../../../electron/services/answers/request-body'
import { previewOf, titleFrom } from '../../../electron/services/chat/titles'
import { fenceAttachment } from '../../../shared/attachments/text-file'

const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }

function msg(role: 'user' | 'assistant', content: string, status: ChatMessage['status'] = 'complete'): ChatMessage {
  return { id: content, role, content, createdAt: '2025-01-01T00:00:00.000Z', model: 'tally-mini', status, usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null }
}

describe('buildChatRequest', () => {
  it('sends only model and messages when nothing else is set', () => {
    expect(buildChatRequest(params, [msg('user', 'hi')])).toEqual({ model: 'tally-mini', messages: [{ role: 'user', content: 'hi' }] })
  })

  it('puts a non-empty system prompt first; a blank one is not sent', () => {
    expect(buildChatRequest({ ...params, systemPrompt: 'Be kind.' }, [msg('user', 'hi')]).messages[0]).toEqual({ role: 'system', content: 'Be kind.' })
    expect(buildChatRequest({ ...params, systemPrompt: '  \n' }, [msg('user', 'hi')]).messages).toHaveLength(1)
  })

  it('sends the output limit as max_completion_tokens only, and temperature 0 when set to 0', () => {
    const body = buildChatRequest({ ...params, maxOutputTokens: 100, temperature: 0 }, [msg('user', 'hi')])
    expect(body.max_completion_tokens).toBe(100)
    expect(body.temperature).toBe(0)
    expect('max_tokens' in body).toBe(false)
    expect('stream' in body || 'store' in body).toBe(false)
  })

  it('leaves out answers without text; keeps partial answers as context', () => {
    const body = buildChatRequest(params, [msg('user', 'q1'), msg('assistant', '', 'error'), msg('user', 'q2'), msg('assistant', 'half', 'incomplete'), msg('user', 'q3')])
    expect(body.messages.map((m) => m.content)).toEqual(['q1', 'q2', 'half', 'q3'])
  })
})

describe('titles', () => {
  it('takes the first user message, whitespace collapsed, at most about 60 characters', () => {
    expect(titleFrom('  Hello\n\n world  ')).toBe('Hello world')
    const long = titleFrom('Please explain the difference between prepaid credits and postpaid billing in detail')
    expect(long.length).toBeLessThanOrEqual(61)
    expect(long.endsWith('…')).toBe(true)
    expect(long).toBe('Please explain the difference between prepaid credits and…')
    expect(titleFrom('x'.repeat(200))).toBe(`${'x'.repeat(60)}…`)
    expect(titleFrom('   ')).toBe('New chat')
  })

  it('#39: an attached file is not the title: the words before it are, or the file names when the message is only files', () => {
    const csv = fenceAttachment('expenses.csv', 'date,amount\n2026-01-01,12.50\n')
    const md = fenceAttachment('notes.md', '# Notes\n```js\nx\n```\n')
    expect(titleFrom(`Which month cost the most?\n\n${csv}`)).toBe('Which month cost the most?')
    expect(titleFrom(csv)).toBe('expenses.csv')
    expect(titleFrom(`${csv}\n\n${md}`)).toBe('expenses.csv, notes.md')
    expect(titleFrom(`${csv}\n\nSum the amounts please`)).toBe('Sum the amounts please')
  })

  it('reads only the head of a huge prompt', () => {
    expect(titleFrom(`${' '.repeat(10)}${'a '.repeat(1_000_000)}`)).toBe(`${'a '.repeat(30).trim()}…`)
  })

  it('previews a message on one line', () => {
    expect(previewOf('line one\nline two')).toBe('line one line two')
    expect(previewOf('y'.repeat(500))).toHaveLength(121)
  })
})
