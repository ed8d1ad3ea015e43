// Vitest's setup: the contract's channel names, which the app's builds inline into the bridge as
// `__TALLY_CHANNELS__` (electron.vite.config.ts), are a global here (shared/ipc/bridge.ts reads it).
import { contractChannels } from '../../shared/ipc/contract'

Object.assign(globalThis, { __TALLY_CHANNELS__: contractChannels })
