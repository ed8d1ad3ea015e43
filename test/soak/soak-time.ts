import type { SecretStore } from '../../electron/services/secrets/secret-store'
import { VirtualTime } from '../bench/lib/virtual-time'

/** Node's resources for file-system work under way (cache and settings writes). */
const FS_WORK = new Set(['FSReqPromise', 'FSReqCallback', 'FileHandleCloseReq', 'CloseReq'])

function fsBusy(): boolean {
  return process.getActiveResourcesInfo().some((type) => FS_WORK.has(type))
}

/**
 * The bench's virtual time, settling on the whole app: the core awaits file writes (balance
 * cache, settings) and keychain reads between a timer and its request, and the clock must not
 * jump while they run, or a poll would be planned after the hour it belongs to.
 */
export class SoakTime extends VirtualTime {
  override async settle(): Promise<void> {
    for (;;) {
      await super.settle()
      if (!fsBusy()) return
      await new Promise<void>((resolve) => setTimeout(resolve, 1))
    }
  }

  /** A secret store whose calls (D-Bus to the keychain) count as in flight. */
  holding(store: SecretStore): SecretStore {
    const held = <T>(work: () => Promise<T>): Promise<T> => {
      const release = this.hold()
      return work().finally(release)
    }
    return {
      get: (id) => held(() => store.get(id)),
      set: (id, key) => held(() => store.set(id, key)),
      delete: (id) => held(() => store.delete(id)),
    }
  }
}
