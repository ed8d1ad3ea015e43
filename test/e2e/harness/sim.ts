import { startSim } from '../../../electron/sim/index'
import type { SimOptions } from '../../../electron/sim/options'

export interface SimHandle {
  baseUrl: string
  rootUrl: string
  /** POST /_sim/faults with the simulator's fault format. */
  fault(rule: Record<string, unknown>): Promise<void>
  clearFaults(): Promise<void>
  close(): Promise<void>
}

/** The simulator in-process, or the service at TALLY_E2E_BASE_URL when given. */
export async function startTestSim(options: SimOptions = {}): Promise<SimHandle> {
  const external = process.env.TALLY_E2E_BASE_URL
  const sim = external ? null : await startSim({ port: 0, usageDelayMs: 1000, tokensPerSecond: 400, ...options })
  const baseUrl = external ?? sim!.baseUrl
  const rootUrl = sim?.rootUrl ?? baseUrl.replace(/\/v1\/?$/, '')
  const post = async (path: string, body: unknown, method = 'POST') => {
    const res = await fetch(`${rootUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
    if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`)
  }
  return {
    baseUrl,
    rootUrl,
    fault: (rule) => post('/_sim/faults', rule),
    clearFaults: () => post('/_sim/faults', undefined, 'DELETE'),
    close: async () => {
      await sim?.close()
    },
  }
}
