import { createContext, type ReactNode, useContext } from 'react'
import type { TallyApi } from '../../shared/ipc/bridge'
import { installBridge, tally } from './ipc'

const TallyContext = createContext<TallyApi | null>(null)

/**
 * Gives the app its bridge to main: components read it with `useTally()`; queries and stores
 * call through `tally` in ipc.ts, which this installs (idempotent, so safe during render).
 */
export function TallyProvider({ bridge, children }: { bridge: TallyApi; children: ReactNode }) {
  installBridge(bridge)
  return <TallyContext.Provider value={bridge}>{children}</TallyContext.Provider>
}

/** The bridge given to the nearest TallyProvider. */
export function useTally(): TallyApi {
  return useContext(TallyContext) ?? tally
}
