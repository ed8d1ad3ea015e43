import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Core } from '../../../electron/services/app/core'
import { redact } from '../../../electron/services/diagnostics/redact'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { startSim } from '../../../electron/sim/index'
import { MemorySecrets } from '../../support/memory-secrets'
import { createTestCore } from '../../support/core/test-app'

/**
 * The log file side of "key never leaks" (the Chromium E2E harness writes no log file). Electron's
 * logger (electron/main/log.ts) passes every line through `redact(message)`, which knows only the
 * `sk-…` and `Bearer …` shapes. A key of another shape, echoed back by a proxy in an error message,
 * must still never reach a log line.
 */

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
})

describe('key never leaks into logs', () => {
  it('a proxy echoing a non-"sk-" key in a chat error: no log line holds the key after the logger’s redaction', async () => {
    const key = `tt-live-${randomBytes(16).toString('hex')}`
    const sim = await startSim({ port: 0, tokensPerSecond: 0 })
    const dataDir = await mkdtemp(join(tmpdir(), 'tally-logs-'))
    const lines: string[] = []
    let core: Core | null = null
    cleanup = async () => {
      await core?.dispose()
      await sim.close()
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
    }
    core = await createTestCore({
      dataDir,
      secrets: new MemorySecrets(),
      emit: () => undefined,
      shell: 'integration-test',
      saveFile: async () => null,
      // Exactly what electron/main/log.ts writes to the log file.
      log: (level, message) => lines.push(`[${level}] ${redact(message)}`),
    })
    const call = async (channel: string, args: unknown) => {
      const out = await dispatch(core!.handlers, channel, args)
      if (!out.ok) throw new Error(`${channel}: ${out.error.code}: ${out.error.message}`)
      return out.value as Record<string, unknown>
    }
    await call('connections:add', { name: 'Routed', baseUrl: sim.baseUrl, key, activate: true })
    const conversation = await call('conversations:create', { params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null } })
    const res = await fetch(`${sim.rootUrl}/_sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        match: { method: 'POST', path: '/v1/chat/completions' },
        respond: { status: 400, body: { error: { message: `router: upstream rejected key ${key}`, type: 'invalid_request_error', code: 'upstream_auth' } } },
      }),
    })
    expect(res.status).toBe(201)
    await call('chat:start', { requestId: 'req-log-1', conversationId: conversation.id, action: 'send', content: 'hello' })
    await expect.poll(() => lines.some((l) => l.includes('req-log-1')), { timeout: 10_000 }).toBe(true)

    const leaking = lines.filter((l) => l.includes(key))
    expect(leaking).toEqual([])
  })
})
