import type { ReactNode } from 'react'
import type { TallyApi } from '../../shared/ipc/bridge'
import { installBridge } from './ipc'

/**
 * Installs the app's bridge to main (main.tsx gives the preload's window.tally; tests give a fake).
 * Only `renderer/src/queries/` calls it, through `tally` in ipc.ts: components use the named hooks
 * there. Installing is idempotent, so safe during render.
 */
export function TallyProvider({ bridge, children }: { bridge: TallyApi; children: ReactNode }) {
  installBridge(bridge)
  return children
}
