/**
 * sse_decode_speedup_vs_openai_sdk: throughput of our chat stream decoder (fetch + decodeChatStream)
 * divided by the official openai SDK's stream iteration, on the same 20,000-chunk stream over loopback.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import OpenAI from 'openai'
import { decodeChatStream } from '../../electron/services/answers/stream/sse-decoder'
import { startSim } from '../../electron/sim/index'
import { type Child, startTsChild } from './lib/child'
import type { MetricResult } from './lib/report'
import { alternate, median, progress, round } from './lib/stats'

export const STREAM_CHUNKS = 20_000
const MODEL = 'tally-coder'
const KEY = 'sk-demo-funded'
const MESSAGES = [{ role: 'user' as const, content: 'Explain how a streaming chat decoder handles markdown tables and code.' }]

interface ChatBody {
  model: string
  messages: typeof MESSAGES
  stream: true
  stream_options: { include_usage: true }
  store: false
  max_completion_tokens?: number
}

interface Run {
  ms: number
  cpuMs: number
  chunks: number
  chars: number
}

/**
 * Records a real simulator stream (as fast as it can go: 16 tokens per chunk) and stretches it to
 * exactly `total` chunk objects by repeating its content chunks: role chunk, content chunks, the
 * finish chunk (carrying usage, as asked with `include_usage`), then `data: [DONE]`. Every line is
 * the simulator's own JSON.
 */
export async function recordSimStream(total: number): Promise<string> {
  // The OpenAI format whole, usage chunk included (the decoder must read one when a service sends it).
  const sim = await startSim({ port: 0, tokensPerSecond: 0, usageChunk: true })
  try {
    const res = await fetch(`${sim.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: MODEL, messages: MESSAGES, stream: true, stream_options: { include_usage: true }, max_completion_tokens: 200_000 }),
    })
    if (res.status !== 200) throw new Error(`sim chat failed: ${res.status} ${await res.text()}`)
    const datas = (await res.text())
      .split('\n\n')
      .map((e) => e.trim())
      .filter((e) => e.startsWith('data: '))
    const done = datas.pop()
    const finish = datas.pop()
    const role = datas.shift()
    if (done !== 'data: [DONE]' || !finish?.includes('"finish_reason":"length"') || !finish.includes('"usage"') || !role?.includes('"role"')) {
      throw new Error(`unexpected simulator stream layout: ${[role, finish, done].map((e) => e?.slice(0, 160)).join(' … ')}`)
    }
    const events: string[] = [role]
    for (let i = 0; events.length < total - 1; i++) events.push(datas[i % datas.length] as string)
    events.push(finish, done)
    return `${events.join('\n\n')}\n\n`
  } finally {
    await sim.close()
  }
}

/** Our path: fetch, then decodeChatStream over the body; the handlers keep the text like the chat service does. */
async function readOurs(baseUrl: string, body: ChatBody): Promise<Run> {
  const parts: string[] = []
  let chunks = 0
  const cpu = process.cpuUsage()
  const t0 = performance.now()
  const res = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  })
  if (res.status !== 200 || !res.body) throw new Error(`chat request failed: ${res.status}`)
  const result = await decodeChatStream(res.body, {
    onText: (text) => {
      chunks++
      parts.push(text)
    },
    onUsage: () => {
      chunks++
    },
  })
  const ms = performance.now() - t0
  const used = process.cpuUsage(cpu)
  if (result.state !== 'done') throw new Error(`our decoder ended in state ${result.state}`)
  return { ms, cpuMs: (used.user + used.system) / 1000, chunks, chars: parts.join('').length }
}

/** The official SDK: `for await` over the stream it returns, keeping the text the same way. */
async function readSdk(client: OpenAI, body: ChatBody): Promise<Run> {
  const parts: string[] = []
  let chunks = 0
  const cpu = process.cpuUsage()
  const t0 = performance.now()
  const stream = await client.chat.completions.create(body)
  for await (const chunk of stream) {
    const text = chunk.choices[0]?.delta.content
    if (text) {
      chunks++
      parts.push(text)
    } else if (chunk.usage) chunks++
  }
  const ms = performance.now() - t0
  const used = process.cpuUsage(cpu)
  return { ms, cpuMs: (used.user + used.system) / 1000, chunks, chars: parts.join('').length }
}

interface Comparison {
  speedup: number
  cpuRatio: number
  chunks: number
  ours: Run[]
  sdk: Run[]
}

async function compare(label: string, baseUrl: string, body: ChatBody, pairs: number): Promise<Comparison> {
  const client = new OpenAI({ baseURL: baseUrl, apiKey: KEY, maxRetries: 0 })
  // Warm-up (JIT, connection pools), and a check that both read the same text.
  const w1 = await readOurs(baseUrl, body)
  const w2 = await readSdk(client, body)
  if (w1.chars !== w2.chars || w1.chunks !== w2.chunks) {
    throw new Error(`${label}: the decoders read different streams (${w1.chunks}/${w1.chars} vs ${w2.chunks}/${w2.chars} chunks/characters)`)
  }
  const runs = await alternate(pairs, () => readOurs(baseUrl, body), () => readSdk(client, body))
  const oursMs = median(runs.a.map((r) => r.ms))
  const sdkMs = median(runs.b.map((r) => r.ms))
  const oursCpu = median(runs.a.map((r) => r.cpuMs))
  const sdkCpu = median(runs.b.map((r) => r.cpuMs))
  const rate = (ms: number) => `${round(w1.chunks / ms, 1)}k chunks/s`
  progress(
    `  ${label}: ${w1.chunks} chunks with text or usage · ours ${round(oursMs)} ms (${rate(oursMs)}) · openai SDK ${round(sdkMs)} ms (${rate(sdkMs)}) · ` +
      `speedup ${round(sdkMs / oursMs, 2)}× · client CPU ${round(oursCpu)} vs ${round(sdkCpu)} ms`,
  )
  return { speedup: sdkMs / oursMs, cpuRatio: sdkCpu / oursCpu, chunks: w1.chunks, ours: runs.a, sdk: runs.b }
}

function summary(c: Comparison): Record<string, unknown> {
  return {
    chunks: c.chunks,
    oursMs: c.ours.map((r) => round(r.ms)),
    sdkMs: c.sdk.map((r) => round(r.ms)),
    speedup: round(c.speedup, 2),
    cpuRatio: round(c.cpuRatio, 2),
  }
}

export async function benchSseDecode(options: { pairs?: number; live?: boolean } = {}): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  const pairs = options.pairs ?? 9
  progress(`sse decode: recording a simulator stream, stretched to ${STREAM_CHUNKS} chunks`)
  const stream = await recordSimStream(STREAM_CHUNKS)
  const dir = await mkdtemp(join(tmpdir(), 'tally-bench-sse-'))
  const file = join(dir, 'stream.txt')
  await writeFile(file, stream)
  const children: Child[] = []
  try {
    const replay = await startTsChild(join(import.meta.dirname, 'lib', 'replay-server.ts'), [file], /^\{"port":(\d+)\}$/)
    children.push(replay.child)
    progress(`sse decode: ${pairs} alternating pairs on the replayed stream (${round(stream.length / 1e6, 2)} MB)`)
    const body: ChatBody = { model: MODEL, messages: MESSAGES, stream: true, stream_options: { include_usage: true }, store: false }
    const main = await compare('replayed simulator stream', `http://127.0.0.1:${replay.match[1]}/v1`, body, pairs)
    const details: Record<string, unknown> = { replay: { bytes: stream.length, ...summary(main) } }

    if (options.live !== false) {
      // Straight from a live simulator in its own process, as fast as it generates: its longest
      // stream is ~15,600 chunks (16 tokens per chunk within tally-coder's 256k context).
      const sim = await startTsChild(join(import.meta.dirname, '..', '..', 'electron', 'sim', 'cli.ts'), ['--port', '0', '--tokens-per-second', '0'], /base URL: (http:\/\/\S+)/)
      children.push(sim.child)
      const live = await compare('live simulator stream', sim.match[1] as string, { ...body, max_completion_tokens: 250_000 }, Math.max(3, Math.ceil(pairs / 3)))
      details.liveSim = summary(live)
    }
    return {
      result: {
        name: 'sse_decode_speedup_vs_openai_sdk',
        value: round(main.speedup, 2),
        samples: main.ours.map((r, i) => round((main.sdk[i]?.ms ?? Number.NaN) / r.ms, 2)),
        note: `median ${round(median(main.ours.map((r) => r.ms)))} vs ${round(median(main.sdk.map((r) => r.ms)))} ms per 20,000 chunks; client CPU ratio ${round(main.cpuRatio, 2)}`,
      },
      details,
    }
  } finally {
    await Promise.all(children.map((c) => c.stop()))
    await rm(dir, { recursive: true, force: true })
  }
}
