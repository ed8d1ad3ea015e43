import type { Handlers } from '../ipc/dispatch'
import type { ConnectionStore } from '../connections/connection-store'
import type { KeyVault } from '../secrets/key-vault'

type KeyChannel = Extract<keyof Handlers, `keys:${string}`>

/** #39: where keys are kept, and the key file's lock; one vault call each. */
export function keyHandlers(keys: KeyVault, connections: ConnectionStore): Pick<Handlers, KeyChannel> {
  return {
    'keys:status': () => keys.status(),
    // The saved connections' keys move along to the new store when the current one can give them.
    'keys:choose': ({ store, passphrase }) => keys.choose(store, passphrase, connections.keyedIds()),
    'keys:unlock': ({ passphrase }) => keys.unlock(passphrase),
    'keys:lock': () => keys.lock('user'),
    'keys:startNewFile': ({ passphrase }) => keys.startNewFile(passphrase),
    'keys:setIdleLock': ({ minutes }) => keys.setIdleLock(minutes),
    'keys:activity': () => {
      keys.activity()
      return { ok: true as const }
    },
  }
}
