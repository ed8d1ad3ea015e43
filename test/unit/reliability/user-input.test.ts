import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { normalizeBaseUrl } from '../../../electron/services/api/base-url'
import { AppFailure } from '../../../shared/error-model'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { normalizeApiKey } from '../../../electron/services/secrets/secret-store'
import { validateRange } from '../../../electron/services/usage/ranges'
import type { AppError } from '../../../shared/domain/errors'
import { startCore, type TestCore } from '../../support/core/ipc-core'

/**
 * Hostile input, part 3: what a person types or pastes. Every bad value gets a clear message (an
 * AppError of kind 'input' naming the field in `param`), arrives through the same dispatch the
 * renderer uses, and nothing already entered or stored is lost.
 */

// Property runs do real work (thousands of cases): give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 })

const BASE = 'https://api.example.test/v1'

let app: TestCore | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

function inputErrorOf(fn: () => unknown): AppError | null {
  try {
    fn()
    return null
  } catch (err) {
    if (err instanceof AppFailure) return err.error
    throw err
  }
}

function expectInput(error: AppError | null, param: string | readonly string[]): AppError {
  expect(error, 'an input error').not.toBeNull()
  const e = error as AppError
  expect(e.kind).toBe('input')
  expect(Array.isArray(param) ? param : [param]).toContain(e.param)
  expect(e.message.length).toBeGreaterThan(10)
  return e
}

describe('base URL input', () => {
  const cases: [string, string, RegExp][] = [
    ['https://api.example.test', 'base_url_version', /add \/v1/],
    ['https://api.example.test/', 'base_url_version', /\/v1/],
    ['https://api.example.test/api', 'base_url_version', /https:\/\/api\.example\.test\/api\/v1/],
    ['https://api.example .test/v1', 'base_url_spaces', /spaces/],
    ['https://api.example.test/v1 /', 'base_url_spaces', /spaces/],
    ['ftp://api.example.test/v1', 'base_url_scheme', /not ftp:\/\//],
    ['file:///etc/passwd', 'base_url_scheme', /https:\/\//],
    ['javascript:alert(1)', 'base_url_scheme', /https:\/\//],
    ['api.example.test/v1', 'base_url_scheme', /like https:\/\/api\.example\.test\/v1/],
    ['https://user:secret@api.example.test/v1', 'base_url_credentials', /user name or password/],
    ['https://api.example.test/v1?key=sk-123', 'base_url_query', /query/],
    ['https://api.example.test/v1/chat/completions', 'base_url_endpoint', /https:\/\/api\.example\.test\/v1$/],
    ['https://api.example.test/V1', 'base_url_version', /lower-case/],
    ['', 'base_url_missing', /base URL/],
    ['   \n', 'base_url_missing', /base URL/],
  ]

  it.each(cases)('%j: %s, with what to do', (input, code, advice) => {
    const e = expectInput(inputErrorOf(() => normalizeBaseUrl(input)), 'baseUrl')
    expect(e.code).toBe(code)
    expect(e.message).toMatch(advice)
  })

  it('surrounding spaces and a trailing slash are forgiven', () => {
    expect(normalizeBaseUrl('  https://api.example.test/v1/  ')).toBe(BASE)
    expect(normalizeBaseUrl('\thttp://127.0.0.1:8787/v1\n')).toBe('http://127.0.0.1:8787/v1')
  })

  it('property: any text is a normalized http(s) base URL ending in /v1, or an input error naming baseUrl', () => {
    const urlish = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webUrl().map((u) => `${u}/v1`),
      fc.tuple(fc.constantFrom('http', 'https', 'ftp', 'ws', 'file', 'HTTPS', 'data', 'javascript'), fc.domain(), fc.constantFrom('/v1', '/V1', '/v1/', '', '/v2', '/v1/models', ' /v1')).map(([s, d, p]) => `${s}://${d}${p}`),
    )
    fc.assert(
      fc.property(urlish, (input) => {
        const error = inputErrorOf(() => normalizeBaseUrl(input))
        if (error === null) {
          const out = normalizeBaseUrl(input)
          expect(out).toMatch(/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?\/v1$/)
          expect(normalizeBaseUrl(out)).toBe(out)
        } else expectInput(error, 'baseUrl')
      }),
      { numRuns: 800 },
    )
  }, 30_000)
})

describe('API key input', () => {
  it('keys pasted with surrounding spaces or a trailing newline are trimmed; spaces or newlines inside are refused', () => {
    expect(normalizeApiKey('  sk-abc123\n')).toBe('sk-abc123')
    expect(normalizeApiKey('\r\nsk-abc123\t')).toBe('sk-abc123')
    for (const [input, code] of [
      ['sk-abc 123', 'key_whitespace'],
      ['sk-abc\n123', 'key_whitespace'],
      ['Bearer sk-abc123', 'key_whitespace'],
      ['sk-abc\u00a0123', 'key_whitespace'],
      ['', 'key_missing'],
      [' \n\t', 'key_missing'],
      ['sk-äbc', 'key_invalid'],
      ['sk-abc\u0000', 'key_invalid'],
    ] as const) {
      const e = expectInput(inputErrorOf(() => normalizeApiKey(input)), 'key')
      expect(e.code, JSON.stringify(input)).toBe(code)
    }
  })

  it('property: a key is accepted exactly as trimmed printable ASCII, and a refusal never repeats the key', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^\s{0,3}sk-[\x21-\x7e]{4,40}\s{0,3}$/), fc.stringMatching(/^sk-[a-z]{2,8}[ \n\t][a-z]{2,8}$/)), (input) => {
        const error = inputErrorOf(() => normalizeApiKey(input))
        if (error === null) {
          expect(normalizeApiKey(input)).toBe(input.trim())
          expect(input.trim()).toMatch(/^[\x21-\x7e]+$/)
        } else {
          expectInput(error, 'key')
          const secretPart = input.trim()
          if (secretPart.length >= 6) expect(error.message).not.toContain(secretPart)
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('through IPC: a refused key stores nothing, and a bad new key for an existing connection keeps the old one', async () => {
    app = await startCore()
    for (const key of ['sk-abc 123', 'sk-abc\n123', '']) {
      const out = await app.call('connections:add', { name: 'Work', baseUrl: BASE, key, activate: true })
      expect(out.ok).toBe(false)
      if (!out.ok) expectInput(out.error, 'key')
    }
    expect(app.secrets.entries.size).toBe(0)
    expect((await app.invoke('connections:list', {})).connections).toEqual([])

    const state = await app.invoke('connections:add', { name: 'Work', baseUrl: BASE, key: ' sk-good-key-1 \n', activate: true })
    const id = state.connections[0]?.id ?? ''
    expect(app.secrets.entries.get(id)).toBe('sk-good-key-1')
    const bad = await app.call('connections:update', { id, key: 'sk-new\nkey' })
    expect(bad.ok).toBe(false)
    if (!bad.ok) expectInput(bad.error, 'key')
    expect(app.secrets.entries.get(id)).toBe('sk-good-key-1')
    const badUrl = await app.call('connections:update', { id, baseUrl: 'ftp://api.example.test/v1' })
    if (!badUrl.ok) expectInput(badUrl.error, 'baseUrl')
    expect((await app.invoke('connections:list', {})).connections[0]?.baseUrl).toBe(BASE)
  })

  it('through IPC: a base URL without /v1 is refused before any key is stored or any request is sent', async () => {
    app = await startCore()
    for (const baseUrl of ['https://api.example.test', 'ftp://api.example.test/v1', 'https://api.example .test/v1']) {
      for (const channel of ['connections:verify', 'connections:add'] as const) {
        const out = await app.call(channel, { name: 'Work', baseUrl, key: 'sk-good-key-1' })
        expect(out.ok).toBe(false)
        if (!out.ok) expectInput(out.error, 'baseUrl')
      }
    }
    expect(app.secrets.entries.size).toBe(0)
    expect(app.service.count('GET /models') + app.service.count('GET /balance')).toBe(0)
  })
})

describe('usage date ranges', () => {
  const NOW = new Date('2025-03-10T12:00:00Z')

  it.each([
    [{ start: '0001-01-01', end: '9999-12-31' }, 'start'],
    [{ start: '1999-12-31', end: '2025-01-01' }, 'start'],
    [{ start: '2025-03-10', end: '2025-03-01' }, 'end'],
    [{ start: '2025-03-01', end: '2025-03-01' }, 'end'],
    [{ start: '2025-02-30', end: '2025-03-05' }, 'start'],
    [{ start: '2025-03-01', end: '2025-13-01' }, 'end'],
    [{ start: '2025-03-01', end: '2027-01-01' }, 'end'],
    [{ start: '2000-01-01', end: '2026-03-01' }, 'start'],
  ] as const)('%j is refused, naming %s', (range, param) => {
    expectInput(inputErrorOf(() => validateRange(range, NOW)), param)
  })

  it('property: any pair of strings is a valid range or an input error naming start or end', () => {
    const day = fc.oneof(
      fc.date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fc.string({ maxLength: 12 }),
    )
    fc.assert(
      fc.property(day, day, (start, end) => {
        const error = inputErrorOf(() => validateRange({ start, end }, NOW))
        if (error !== null) expectInput(error, ['start', 'end'])
        else expect(start < end).toBe(true)
      }),
      { numRuns: 3000 },
    )
  })

  it('through IPC: absurd ranges on every usage channel get an input error and send no request', async () => {
    app = await startCore()
    await app.invoke('connections:add', { name: 'Work', baseUrl: BASE, key: 'sk-good-key-1', activate: true })
    const before = app.service.count('GET /usage')
    const absurd: unknown[] = [
      { start: '0001-01-01', end: '9999-12-31' },
      { start: '2030-01-01', end: '2020-01-01' },
      { start: '2025-1-1', end: '2025-02-01' },
      { start: 'x'.repeat(5000), end: '2025-02-01' },
      { start: '2025-02-30', end: '2025-03-01' },
      { start: '2025-01-01', end: '2025-02-01', extra: 1 },
      { start: null, end: '2025-02-01' },
    ]
    for (const args of absurd) {
      for (const channel of ['usage:get', 'usage:refresh', 'usage:exportCsv'] as const) {
        const out = await app.call(channel, args)
        expect(out.ok, `${channel} ${JSON.stringify(args).slice(0, 80)}`).toBe(false)
        if (!out.ok) {
          expect(out.error.kind).toBe('input')
          expect(out.error.param).toBeTruthy()
        }
      }
    }
    expect(app.service.count('GET /usage')).toBe(before)
  })
})

describe('a huge pasted prompt', () => {
  /** ~2,000,000 characters: lines, tabs, astral characters, markdown, HTML and JSON-looking text. */
  function hugePrompt(): string {
    const block = 'Line with tab\tand emoji 🎉, ünïcödé, <script>alert(1)</script>, {"json": [1,2,3]}, `code`\n'
    let text = ''
    while (text.length < 2_000_000) text += block
    return `START-${text}-END`
  }

  it('is stored in the conversation in full, on disk too, even when the answer fails', async () => {
    app = await startCore()
    await app.invoke('connections:add', { name: 'Work', baseUrl: BASE, key: 'sk-good-key-1', activate: true })
    const conversation = await app.invoke('conversations:create', { params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null } })
    const prompt = hugePrompt()
    const started = await app.invoke('chat:start', { requestId: 'req-huge', conversationId: conversation.id, action: 'send', content: prompt })
    expect(started.userMessageId).toBeTruthy()

    const stored = await app.invoke('conversations:get', { id: conversation.id })
    const user = stored.messages.find((m) => m.id === started.userMessageId)
    expect(user?.content.length).toBe(prompt.length)
    expect(user?.content === prompt).toBe(true)
    expect(stored.title.length).toBeLessThanOrEqual(61)

    const dataDir = app.dataDir
    await app.core.dispose()
    const reopened = await ConversationStore.open({ dataDir })
    const onDisk = reopened.get(conversation.id)
    expect(onDisk.messages.find((m) => m.role === 'user')?.content === prompt).toBe(true)
    // The failed answer is saved as a failure, never as a complete answer.
    expect(onDisk.messages.at(-1)?.role).toBe('assistant')
    expect(onDisk.messages.at(-1)?.status).not.toBe('complete')
  })

  it('over the 5,000,000-character limit: an input error naming content, and the conversation is unchanged', async () => {
    app = await startCore()
    await app.invoke('connections:add', { name: 'Work', baseUrl: BASE, key: 'sk-good-key-1', activate: true })
    const conversation = await app.invoke('conversations:create', { params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null } })
    const out = await app.call('chat:start', { requestId: 'req-too-big', conversationId: conversation.id, action: 'send', content: 'x'.repeat(5_000_001) })
    expect(out.ok).toBe(false)
    if (!out.ok) {
      expectInput(out.error, 'content')
      expect(out.error.message.length).toBeLessThan(400)
    }
    expect((await app.invoke('conversations:get', { id: conversation.id })).messages).toEqual([])
    expect(app.service.count('POST /chat/completions')).toBe(0)
  })

  it('an empty or blank message is refused with a message, and nothing is sent', async () => {
    app = await startCore()
    await app.invoke('connections:add', { name: 'Work', baseUrl: BASE, key: 'sk-good-key-1', activate: true })
    const conversation = await app.invoke('conversations:create', { params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null } })
    for (const content of ['', '   \n\t ']) {
      const out = await app.call('chat:start', { requestId: `req-${content.length}`, conversationId: conversation.id, action: 'send', content })
      expect(out.ok).toBe(false)
      if (!out.ok) expectInput(out.error, 'content')
    }
    expect(app.service.count('POST /chat/completions')).toBe(0)
  })
})

describe('settings input', () => {
  it.each([
    [{ pollIntervalSec: 0 }, 'pollIntervalSec'],
    [{ pollIntervalSec: -60 }, 'pollIntervalSec'],
    [{ pollIntervalSec: 1e12 }, 'pollIntervalSec'],
    [{ pollIntervalSec: 7.5 }, 'pollIntervalSec'],
    [{ pollIntervalSec: '60' }, 'pollIntervalSec'],
    [{ alertThreshold: '-5.000000' }, 'alertThreshold'],
    [{ alertThreshold: 'five' }, 'alertThreshold'],
    [{ alertThreshold: '1e3' }, 'alertThreshold'],
    [{ theme: 'neon' }, 'theme'],
    [{ unknown: true }, ''],
  ] as const)('%j is refused with an input error, settings unchanged', async (patch, param) => {
    app = await startCore()
    const before = await app.invoke('settings:get', {})
    const out = await app.call('settings:update', patch)
    expect(out.ok).toBe(false)
    if (!out.ok) {
      expect(out.error.kind).toBe('input')
      if (param) expect(out.error.param).toBe(param)
    }
    expect(await app.invoke('settings:get', {})).toEqual(before)
  })
})
