import type { AddressInfo } from 'node:net'
import { startElsewhereJob } from './elsewhere'
import { resolveOptions, type SimOptions } from './options'
import { createSimServer } from './server'
import { createState } from './state'
import type { SimStats } from './stats'

export { DEMO_KEYS } from './accounts'
export { COMING_SOON_MODEL_ID, SIM_MODELS, requestCost, type SimModel } from './models'
export type { SimOptions } from './options'
export type { LongContextTier, ModelPrices, PriceChange } from './pricing'
export type { SimStats, SimStatsSnapshot } from './stats'
export type { FaultInput } from './faults'

export interface SimHandle {
  /** `http://127.0.0.1:<port>/v1`: the service base URL. */
  baseUrl: string
  /** `http://127.0.0.1:<port>`: the control API lives at `{rootUrl}/_sim`. */
  rootUrl: string
  port: number
  /** Stops the server, ending open streams and connections. */
  close(): Promise<void>
  /** Closes keep-alive connections that carry no request right now (the soak counts sockets). */
  closeIdleConnections(): void
  stats: SimStats
}

/** Starts the simulator on 127.0.0.1 (`port: 0` picks a free port). */
export async function startSim(options?: SimOptions): Promise<SimHandle> {
  const resolved = resolveOptions(options)
  const state = createState(resolved)
  const server = createSimServer(state)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(resolved.port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const stopElsewhere = resolved.elsewhereEveryMs === null ? () => undefined : startElsewhereJob(state, resolved.elsewhereEveryMs)
  const port = (server.address() as AddressInfo).port
  const rootUrl = `http://127.0.0.1:${port}`
  let closing: Promise<void> | null = null
  return {
    baseUrl: `${rootUrl}/v1`,
    rootUrl,
    port,
    stats: state.stats,
    closeIdleConnections: () => server.closeIdleConnections(),
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        stopElsewhere()
        state.streams.abortAll()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
