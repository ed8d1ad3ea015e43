import Decimal from 'decimal.js'
import { createParser } from 'eventsource-parser'
import { afterEach } from 'vitest'
import { startSim, type SimOptions } from '../../../electron/sim/index'
import type { ChunkJson, ChunkUsageJson, StreamErrorJson } from './wire-shapes'
import { FakeClock } from '../fake-clock'

export const MONEY = /^-?\d+\.\d{6}$/
/** 2025-03-15T12:00:03Z: mid-month, mid-day, a few seconds into a 10 s usage step. */
export const T0 = Date.UTC(2025, 2, 15, 12, 0, 3)

export type TestSim = Awaited<ReturnType<typeof startSim>> & { clock: FakeClock }

const running: TestSim[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()))
})

/**
 * Starts a simulator on a free port on a FakeClock (its `now`; move it with `jump` or `set`); closed automatically after each test. The
 * simulator's own tests read its token counts from the usage chunk, so it is on here (the simulator's
 * default, as the spec reads, is off: pass `usageChunk: undefined` for it).
 */
export async function startTestSim(options: SimOptions = {}, clock = new FakeClock(T0)): Promise<TestSim> {
  const sim = Object.assign(await startSim({ port: 0, tokensPerSecond: Infinity, now: clock.now, ...('usageChunk' in options ? {} : { usageChunk: true }), ...options }), { clock })
  running.push(sim)
  return sim
}

export function auth(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` }
}

/** GET with an optional key; the JSON body is typed by the caller (tests assert its shape). */
export async function getJson<T>(url: string, key?: string, headers: Record<string, string> = {}): Promise<{ res: Response; body: T }> {
  const res = await fetch(url, { headers: { ...(key ? auth(key) : {}), ...headers } })
  return { res, body: (await res.json()) as T }
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

export function chatBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    model: 'tally-mini',
    messages: [{ role: 'user', content: 'Explain token buckets for HTTP rate limits' }],
    stream: true,
    stream_options: { include_usage: true },
    ...overrides,
  }
}

export function chat(sim: TestSim, body: unknown, key = 'sk-demo-funded', init: RequestInit = {}): Promise<Response> {
  return fetch(`${sim.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(key) },
    body: JSON.stringify(body),
    ...init,
  })
}

export interface SseResult {
  /** Raw `data:` payloads in order, `[DONE]` included. */
  data: string[]
  /** The payloads that parsed as JSON objects with `choices` (chat chunks). */
  chunks: ChunkJson[]
  /** Error events (`{"error": ...}`). */
  errors: StreamErrorJson[]
  done: boolean
  content: string
  usage: ChunkUsageJson | undefined
}

export function parseSse(text: string): SseResult {
  const data: string[] = []
  const parser = createParser({ onEvent: (event) => data.push(event.data) })
  parser.feed(text)
  const parsed = data.flatMap((d): unknown[] => {
    try {
      return [JSON.parse(d)]
    } catch {
      return []
    }
  })
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
  const chunks = parsed.filter((v): v is ChunkJson => isObject(v) && 'choices' in v)
  const errors = parsed.filter((v): v is StreamErrorJson => isObject(v) && 'error' in v)
  const content = chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')
  return { data, chunks, errors, done: data.at(-1) === '[DONE]', content, usage: chunks.find((c) => c.usage)?.usage }
}

export async function readSse(res: Response): Promise<SseResult> {
  return parseSse(await res.text())
}

/** Reads a stream until `count` data events arrived; returns what was read and the reader. */
export async function readEvents(res: Response, count: number): Promise<{ text: string; reader: ReadableStreamDefaultReader<Uint8Array> }> {
  if (!res.body) throw new Error('no body')
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  while ((text.match(/^data: /gm) ?? []).length < count) {
    const { value, done } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  return { text, reader }
}

export async function addFault(sim: TestSim, fault: unknown): Promise<void> {
  const res = await postJson(`${sim.rootUrl}/_sim/faults`, fault)
  if (res.status !== 201) throw new Error(`fault rejected: ${res.status} ${await res.text()}`)
}

export const dec = (value: string | number): Decimal => new Decimal(value)

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until `check` is true (for server-side effects that follow a client's abort). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(10)
  }
}
