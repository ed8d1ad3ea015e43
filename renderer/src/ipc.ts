import type { TallyApi } from '../../shared/ipc/bridge'

let installed: TallyApi | null = null

/**
 * Makes `api` the bridge every later call goes through. TallyProvider does this with the bridge
 * it is given (main.tsx gives the preload's window.tally; tests give a fake).
 */
export function installBridge(api: TallyApi): void {
  installed = api
}

/** The only place that reads window.tally, and only when nothing was installed. */
function bridge(): TallyApi {
  const api = installed ?? window.tally
  if (!api) throw new Error('No bridge: render inside <TallyProvider> (the app gets one from its preload).')
  return api
}

/**
 * The bridge, looked up at call time (`tally.chat.start(...)` reads the installed bridge when it
 * runs, not when this module loads), so no import order matters.
 */
export const tally: TallyApi = new Proxy({} as TallyApi, {
  get: (_target, key) => bridge()[key as keyof TallyApi],
})
