import fc from 'fast-check'
import type { z } from 'zod'
import { describe, expect, it, vi } from 'vitest'
import { httpFailure, parseBody, parseRetryAfter } from '../../../electron/services/api/http'
import type { ServiceClient } from '../../../electron/services/api/service-client'
import { streamChat } from '../../../electron/services/answers/stream/chat-stream'
import { createChatDecoder, toStreamError } from '../../../electron/services/answers/stream/sse-decoder'
import { Balance } from '../../../shared/domain/balance'
import { ChatChunk, StreamErrorEvent } from '../../../shared/domain/chat'
import { ServiceErrorBody } from '../../../shared/domain/errors'
import { ModelList } from '../../../shared/domain/models'
import { UsagePage } from '../../../shared/domain/usage'
import { MONEY_PATTERN } from '../../../shared/money'
import {
  assertTransportable,
  clientAnswering,
  hostileValue,
  nearValid,
  notJson,
  response,
  settle,
  VALID_BALANCE,
  VALID_MODELS,
  VALID_USAGE,
} from '../../support/reliability/wire-fixtures'
import { cutAt } from '../../support/cut-at'

/**
 * Hostile input, part 1: whatever a broken or hostile service sends, every decoder the client uses
 * answers with a value that satisfies its schema or with the one error model (AppFailure carrying
 * an AppError valid under its own schema, so it can cross IPC). Nothing else may escape.
 */

// Property runs do real work (thousands of cases): give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 })

const JSON_TYPE = { 'content-type': 'application/json' }

interface EndpointCase {
  name: string
  valid: unknown
  schema: z.ZodType
  call(client: ServiceClient): Promise<unknown>
}

const endpoints: EndpointCase[] = [
  { name: 'GET /balance', valid: VALID_BALANCE, schema: Balance, call: (c) => c.balance() },
  {
    name: 'GET /usage',
    valid: VALID_USAGE,
    schema: UsagePage,
    call: async (c) => {
      const r = await c.usage({ start: '2025-03-01', end: '2025-03-11', groupBy: 'model' })
      return r.status === 200 ? r.page : r
    },
  },
  { name: 'GET /models', valid: VALID_MODELS, schema: ModelList, call: (c) => c.models() },
]

const anyJsonBody = fc.oneof(fc.jsonValue(), fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }).map((v) => {
  try {
    return JSON.parse(JSON.stringify(v) ?? 'null') as unknown
  } catch {
    return null
  }
}))

describe('response decoders on hostile bodies (property)', () => {
  for (const endpoint of endpoints) {
    describe(endpoint.name, () => {
      it('a 200 with arbitrary JSON: a schema-valid value or an invalid_response AppError, never anything else', async () => {
        await fc.assert(
          fc.asyncProperty(fc.oneof(anyJsonBody, nearValid(endpoint.valid)), async (body) => {
            const { client } = clientAnswering(() => response(200, JSON.stringify(body), JSON_TYPE))
            const out = await settle(() => endpoint.call(client))
            if (out.ok) {
              expect(endpoint.schema.safeParse(out.value).success).toBe(true)
            } else {
              assertTransportable(out.error)
              expect(out.error).toMatchObject({ kind: 'invalid_response', code: 'invalid_response', status: 200, endpoint: endpoint.name })
              expect(out.error.message).toContain(endpoint.name)
            }
          }),
          { numRuns: 400 },
        )
      })

      it('a 200 whose body is not JSON (HTML, truncated, binary, empty) is an invalid_response AppError', async () => {
        await fc.assert(
          fc.asyncProperty(notJson(endpoint.valid), async (text) => {
            const { client } = clientAnswering(() => response(200, text, JSON_TYPE))
            const out = await settle(() => endpoint.call(client))
            if (out.ok) {
              // Only a body that happens to be valid JSON of the right shape may pass.
              expect(endpoint.schema.safeParse(JSON.parse(text)).success).toBe(true)
              return
            }
            assertTransportable(out.error)
            expect(out.error.kind).toBe('invalid_response')
            expect(out.error.status).toBe(200)
          }),
          { numRuns: 300 },
        )
      })

      it('any error status with any body and headers becomes an http AppError that can cross IPC', async () => {
        const statuses = fc.oneof(fc.integer({ min: 300, max: 599 }), fc.constantFrom(400, 401, 403, 404, 408, 409, 413, 429, 500, 502, 503, 504))
        const retryAfter = fc.option(
          fc.oneof(
            fc.integer({ min: 0, max: 100_000 }).map(String),
            fc.stringMatching(/^[0-9]{1,12}(\.[0-9]{1,4})?$/),
            fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
            fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
          ),
          { nil: undefined },
        )
        const errorBody = fc.oneof(
          fc.record({ error: fc.record({ message: fc.string(), type: fc.option(fc.string()), code: fc.option(fc.oneof(fc.string(), fc.integer())), param: fc.option(fc.string()) }, { requiredKeys: [] }) }).map((b) => JSON.stringify(b)),
          anyJsonBody.map((b) => JSON.stringify(b)),
          notJson({ error: { message: 'x' } }),
        )
        await fc.assert(
          fc.asyncProperty(statuses, errorBody, retryAfter, fc.option(fc.stringMatching(/^[\x21-\x7e]{1,80}$/), { nil: undefined }), async (status, body, ra, requestId) => {
            const headers: Record<string, string> = { ...JSON_TYPE, ...(ra !== undefined ? { 'retry-after': ra } : {}), ...(requestId !== undefined ? { 'x-request-id': requestId } : {}) }
            const { client } = clientAnswering(() => response(status, body, headers))
            const out = await settle(() => endpoint.call(client))
            if (out.ok) {
              // 304 is an answer for usage with an ETag only; we never sent one, so nothing else may pass.
              throw new Error(`HTTP ${status} was accepted as data: ${JSON.stringify(out.value).slice(0, 200)}`)
            }
            assertTransportable(out.error)
            expect(out.error.status).toBe(status)
            expect(out.error.message.length).toBeGreaterThan(0)
            expect(out.error.endpoint).toBe(endpoint.name)
          }),
          { numRuns: 400 },
        )
      })
    })
  }

  it('a balance is accepted only when every money field is an exact 6-decimal string: an error never becomes a zero', async () => {
    const moneyFields = ['balance', 'paid', 'promo', 'held', 'debt', 'spend_today', 'spend_month'] as const
    const lookalikes = fc.constantFrom<unknown>(0, 0.0, '0', '0.00', '', null, '-0', '0.0000000', 12.5, '12.5', '1e1', ' 0.000000', '0.000000 ')
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...moneyFields), lookalikes, async (field, value) => {
        const { client } = clientAnswering(() => response(200, JSON.stringify({ ...VALID_BALANCE, [field]: value }), JSON_TYPE))
        const out = await settle(() => client.balance())
        expect(out.ok).toBe(false)
        if (!out.ok) expect(out.error.message).toContain(`"${field}"`)
      }),
    )
    const { client } = clientAnswering(() => response(200, JSON.stringify(VALID_BALANCE), JSON_TYPE))
    const ok = await client.balance()
    for (const field of moneyFields) expect(ok[field]).toMatch(MONEY_PATTERN)
  })

  it('deeply nested and very large bodies are typed errors, not stack overflows', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`
    const wide = JSON.stringify({ ...VALID_BALANCE, junk: Array.from({ length: 200_000 }, (_, i) => ({ i, s: 'x'.repeat(8) })) })
    const deepObject = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`
    for (const body of [deep, deepObject]) {
      const { client } = clientAnswering(() => response(200, body, JSON_TYPE))
      const out = await settle(() => client.balance())
      expect(out.ok).toBe(false)
      if (!out.ok) assertTransportable(out.error)
    }
    const { client } = clientAnswering(() => response(200, wide, JSON_TYPE))
    const out = await settle(() => client.balance())
    expect(out.ok).toBe(true)
  })
})

describe('Retry-After from a hostile service', () => {
  it('parseRetryAfter gives a finite, non-negative delay or null for any header text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{1,400}(\.[0-9]{1,20})?$/), fc.constantFrom('1e3', '-5', '5.', 'Infinity', '9'.repeat(400))), (text) => {
        const ms = parseRetryAfter(text, Date.parse('2025-03-10T12:00:00Z'))
        if (ms !== null) {
          expect(Number.isFinite(ms)).toBe(true)
          expect(ms).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('a 429 with a Retry-After of 400 digits is still an AppError that can cross IPC', () => {
    const failure = httpFailure(
      { status: 429, headers: new Headers({ 'retry-after': '9'.repeat(400) }), text: '{"error":{"message":"slow down","code":"429"}}' },
      { endpoint: 'GET /balance', url: new URL('https://api.example.test/v1/balance'), now: () => Date.parse('2025-03-10T12:00:00Z') },
    )
    assertTransportable(failure.error)
  })
})

describe('schemas on arbitrary values (property)', () => {
  it('safeParse of every wire schema never throws, whatever the value (prototype tricks included)', () => {
    const schemas = [Balance, UsagePage, ModelList, ChatChunk, StreamErrorEvent, ServiceErrorBody]
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withSparseArray: true, withTypedArray: true, withDate: true, withBigInt: true }), (value) => {
        for (const schema of schemas) expect(() => schema.safeParse(value)).not.toThrow()
      }),
      { numRuns: 2000 },
    )
    for (const evil of [JSON.parse('{"__proto__":{"balance":"1.000000"}}'), JSON.parse('{"constructor":{"prototype":{"x":1}}}'), { toString: 1, valueOf: 'x' }]) {
      for (const schema of schemas) expect(() => schema.safeParse(evil)).not.toThrow()
    }
  })

  it('parseBody turns any text into a typed value or an invalid_response AppError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))), (text) => {
        try {
          const value = parseBody({ status: 200, headers: new Headers(), text }, UsagePage, { endpoint: 'GET /usage', now: () => 0 })
          expect(UsagePage.safeParse(value).success).toBe(true)
        } catch (err) {
          const error = (err as { error?: unknown }).error
          expect(error).toMatchObject({ kind: 'invalid_response', endpoint: 'GET /usage' })
        }
      }),
      { numRuns: 1000 },
    )
  })
})

const enc = new TextEncoder()

/** SSE text made of random lines: data lines with hostile JSON, events, comments, junk, [DONE]. */
const sseLine = fc.oneof(
  hostileValue.map((v) => `data: ${JSON.stringify(v)}`),
  fc.record({ content: fc.string() }).map((d) => `data: ${JSON.stringify({ choices: [{ delta: d }] })}`),
  fc.record({ choices: fc.array(hostileValue, { maxLength: 2 }), usage: fc.option(hostileValue) }).map((c) => `data: ${JSON.stringify(c)}`),
  hostileValue.map((v) => `event: error\ndata: ${JSON.stringify(v)}`),
  fc.record({ error: hostileValue }).map((e) => `data: ${JSON.stringify(e)}`),
  fc.string().map((s) => `data: ${s}`),
  fc.string().map((s) => `: ${s}`),
  fc.string(),
  fc.constantFrom('data: [DONE]', 'data:[DONE]', 'data: [DONE]   ', 'retry: x', 'id: \u0000', 'event:', 'data', ':'),
)
const sseText = fc.array(sseLine, { maxLength: 20 }).chain((lines) => fc.constantFrom('\n\n', '\n', '\r\n', '\r').map((sep) => lines.join(sep)))

/** Splits bytes at arbitrary points (inside lines and inside UTF-8 characters; empty chunks too). */
function chunked(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  return cutAt(bytes, cuts.map((c) => c % (bytes.length + 1)))
}

describe('SSE chat decoder on hostile streams (property)', () => {
  it('arbitrary bytes in arbitrary chunks: never throws, only strings reach onText, one terminal state', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 2000 }), sseText.map((t) => enc.encode(t))), fc.array(fc.nat(), { maxLength: 30 }), (bytes, cuts) => {
        let dones = 0
        let errors = 0
        const decoder = createChatDecoder({
          onText: (t) => {
            expect(typeof t).toBe('string')
            expect(t.length).toBeGreaterThan(0)
          },
          onUsage: (u) => {
            for (const n of [u.inputTokens, u.cachedInputTokens, u.outputTokens]) expect(Number.isInteger(n) && n >= 0).toBe(true)
          },
          onDone: () => dones++,
          onError: (e) => {
            errors++
            for (const v of [e.message, e.type, e.code]) expect(v === null || typeof v === 'string').toBe(true)
          },
        })
        for (const chunk of chunked(bytes, cuts)) decoder.push(chunk)
        decoder.end()
        decoder.end()
        expect(['open', 'done', 'error']).toContain(decoder.state)
        expect(dones + errors).toBeLessThanOrEqual(1)
        expect(dones === 1).toBe(decoder.state === 'done')
        expect(errors === 1).toBe(decoder.state === 'error')
      }),
      { numRuns: 1500 },
    )
  })

  it('toStreamError reads any error payload without throwing', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), fc.string(), (payload, raw) => {
        const e = toStreamError(payload, raw)
        for (const v of [e.message, e.type, e.code]) expect(v === null || typeof v === 'string').toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('streamChat over any hostile stream resolves with an outcome whose error can cross IPC; only [DONE] makes it complete', async () => {
    await fc.assert(
      fc.asyncProperty(sseText, fc.array(fc.nat(), { maxLength: 10 }), fc.boolean(), async (text, cuts, failAtEnd) => {
        const chunks = chunked(enc.encode(text), cuts)
        const { client } = clientAnswering(() => {
          let i = 0
          const body = new ReadableStream<Uint8Array>({
            pull(controller) {
              const next = chunks[i++]
              if (next !== undefined) controller.enqueue(next)
              else if (failAtEnd) controller.error(new TypeError('terminated'))
              else controller.close()
            },
          })
          return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
        })
        let received = ''
        const outcome = await streamChat({
          client,
          body: { model: 'tally-mini', messages: [{ role: 'user', content: 'hi' }] },
          signal: new AbortController().signal,
          idleTimeoutMs: 2_000,
          onText: (t) => {
            received += t
          },
        })
        expect(['complete', 'incomplete', 'error']).toContain(outcome.status)
        if (outcome.status === 'incomplete' || outcome.status === 'error') assertTransportable(outcome.error)
        if (outcome.status === 'complete') expect(text).toMatch(/data: ?\[DONE\]/)
        expect(typeof received).toBe('string')
      }),
      { numRuns: 300 },
    )
  })

  it('a chat answer that is not an event stream (JSON, HTML, wrong types) is an invalid_response AppError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(notJson({ choices: [] }), anyJsonBody.map((b) => JSON.stringify(b))), fc.constantFrom('application/json', 'text/html', 'text/plain', ''), async (text, type) => {
        const { client } = clientAnswering(() => response(200, text, type ? { 'content-type': type } : {}))
        const out = await settle(() => client.chatStream({ model: 'm', messages: [{ role: 'user', content: 'x' }] }, { signal: new AbortController().signal }))
        expect(out.ok).toBe(false)
        if (!out.ok) {
          assertTransportable(out.error)
          expect(out.error.kind).toBe('invalid_response')
        }
      }),
      { numRuns: 200 },
    )
  })
})
