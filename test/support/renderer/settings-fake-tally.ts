// Installs a fake `window.tally` built with the real createBridge over an in-memory transport.
// Import this module FIRST in a test file: renderer/src/ipc.ts reads window.tally when it loads.
import type { AppError } from '../../../shared/domain/errors'
import type { ConnectionSummary, ConnectionsState } from '../../../shared/domain/connection'
import type { Settings } from '../../../shared/domain/settings'
import { createBridge } from '../../../shared/ipc/bridge'
import type { InvokeChannel, InvokeParsedArgs, InvokeResult } from '../../../shared/ipc/contract'

type AnyHandler = (args: unknown) => unknown

export class FakeFailure extends Error {
  constructor(readonly error: AppError) {
    super(error.message)
  }
}

export const calls: { channel: string; args: unknown }[] = []
const handlers = new Map<string, AnyHandler>()

export function handle<C extends InvokeChannel>(channel: C, fn: (args: InvokeParsedArgs<C>) => InvokeResult<C> | Promise<InvokeResult<C>>): void {
  handlers.set(channel, fn as AnyHandler)
}

export function callsTo(channel: InvokeChannel): unknown[] {
  return calls.filter((c) => c.channel === channel).map((c) => c.args)
}

export function resetFake(): void {
  calls.length = 0
  handlers.clear()
}

export function appError(init: Partial<AppError> & Pick<AppError, 'kind' | 'code' | 'message'>): AppError {
  return { status: 0, at: '2025-01-01T00:00:00.000Z', endpoint: 'app', ...init }
}

export function connection(init: Partial<ConnectionSummary> & Pick<ConnectionSummary, 'id' | 'name'>): ConnectionSummary {
  return { baseUrl: 'https://api.example.com/v1', configured: true, demo: false, keyName: null, keySuffix: null, createdAt: '2025-01-01T00:00:00.000Z', kind: 'service', linkedAccountId: null, ...init }
}

export const defaultSettings: Settings = { pollIntervalSec: 60, alertThreshold: '5.000000', theme: 'system' }

export function emptyState(): ConnectionsState {
  return { connections: [], activeId: null }
}

window.tally = createBridge({
  invoke: async (channel, args) => {
    calls.push({ channel, args })
    const handler = handlers.get(channel)
    if (!handler) return { ok: false, error: appError({ kind: 'internal', code: 'no_handler', message: `No fake handler for ${channel}` }) }
    try {
      return { ok: true, value: await handler(args) }
    } catch (err) {
      if (err instanceof FakeFailure) return { ok: false, error: err.error }
      throw err
    }
  },
  on: () => () => undefined,
})
