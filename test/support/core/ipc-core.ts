import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Core, createCore } from '../../../electron/services/app/core'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import type { AppError } from '../../../shared/domain/errors'
import type { InvokeArgs, InvokeChannel, InvokeResult } from '../../../shared/ipc/contract'
import { MemorySecrets } from '../memory-secrets'
import { VALID_BALANCE, VALID_MODELS } from '../reliability/wire-fixtures'

export { MemorySecrets }

export interface FakeService {
  fetch: typeof globalThis.fetch
  /** Requests by "METHOD /path" (path below the base URL). */
  count(endpoint: string): number
}

/**
 * A stand-in service: balance and models answer, usage is 503 (no data is needed here) and chat
 * fails with 502, so a chat request ends at once without a stream.
 */
export function fakeService(): FakeService {
  const counts = new Map<string, number>()
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-request-id': 'req_fake', ...headers } })
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const endpoint = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/v1/, '')}`
    counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1)
    if (endpoint === 'GET /balance') return json(200, VALID_BALANCE)
    if (endpoint === 'GET /models') return json(200, VALID_MODELS)
    if (endpoint === 'GET /usage') return json(503, { error: { message: 'Data temporarily unavailable', type: 'server_error', code: '503' } }, { 'retry-after': '60' })
    if (endpoint === 'POST /chat/completions') return json(502, { error: { message: 'upstream model failed', type: 'server_error', code: 'bad_gateway' } })
    return json(404, { error: { message: 'no such endpoint', code: 'not_found' } })
  }) as typeof globalThis.fetch
  return { fetch, count: (endpoint) => counts.get(endpoint) ?? 0 }
}

export interface TestCore {
  core: Core
  dataDir: string
  secrets: MemorySecrets
  service: FakeService
  /** Calls a channel exactly as the renderer's IPC would (arguments validated by dispatch). */
  call<C extends InvokeChannel>(channel: C, args: unknown): Promise<{ ok: true; value: InvokeResult<C> } | { ok: false; error: AppError }>
  /** Like `call`, but fails the test on an error envelope. */
  invoke<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResult<C>>
  close(): Promise<void>
}

/** The whole main process (createCore) on a temp data directory, behind the real dispatch. */
export async function startCore(): Promise<TestCore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-input-'))
  const secrets = new MemorySecrets()
  const service = fakeService()
  const core = await createCore({
    dataDir,
    secrets,
    emit: () => undefined,
    shell: 'unit-test',
    appVersion: '0.0.0-test',
    versions: {},
    openExternal: async () => undefined,
    saveFile: async () => null,
    fetch: service.fetch,
    requestTimeoutMs: 2_000,
    chatIdleTimeoutMs: 2_000,
  })
  const call = async <C extends InvokeChannel>(channel: C, args: unknown) => {
    const envelope = await dispatch(core.handlers, channel, args, { validateResults: true })
    return envelope as { ok: true; value: InvokeResult<C> } | { ok: false; error: AppError }
  }
  return {
    core,
    dataDir,
    secrets,
    service,
    call,
    invoke: async (channel, args) => {
      const out = await call(channel, args)
      if (!out.ok) throw new Error(`${channel} failed: ${out.error.code}: ${out.error.message}`)
      return out.value
    },
    close: async () => {
      await core.dispose()
      // A balance read that was on the wire at dispose still writes its cache: retry the removal.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
    },
  }
}
