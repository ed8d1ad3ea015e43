import type { TallyApi } from '../../shared/ipc/bridge'

declare global {
  interface Window {
    tally: TallyApi
  }
}
export {}
