import type { Envelope, EventChannel, EventPayload, InvokeArgs, InvokeChannel, InvokeResult } from './contract'

/** What carries calls and events: ipcRenderer in Electron's preload, Playwright in the Chromium harness. */
export interface Transport {
  invoke(channel: string, args: unknown): Promise<unknown>
  on(channel: string, listener: (payload: unknown) => void): () => void
}

/**
 * The typed API the renderer sees as `window.tally`: domain methods only, no generic invoke.
 * Invoke channel `ns:method` is `tally.ns.method`; event channel `ns` is `tally.ns.onEvent`
 * (test/unit/shared/bridge-contract.test.ts holds both).
 * Arrow-function properties, because contextBridge drops class methods.
 */
export function createBridge(transport: Transport) {
  const call =
    <C extends InvokeChannel>(channel: C) =>
    (...rest: {} extends InvokeArgs<C> ? [args?: InvokeArgs<C>] : [args: InvokeArgs<C>]) =>
      transport.invoke(channel, rest[0] ?? {}) as Promise<Envelope<InvokeResult<C>>>
  const on =
    <E extends EventChannel>(channel: E) =>
    (listener: (payload: EventPayload<E>) => void) =>
      transport.on(channel, listener as (payload: unknown) => void)

  return {
    app: {
      info: call('app:info'),
      diagnostics: call('app:diagnostics'),
      openExternal: call('app:openExternal'),
      storage: call('app:storage'),
      updateState: call('app:updateState'),
      checkForUpdates: call('app:checkForUpdates'),
      restartToUpdate: call('app:restartToUpdate'),
      onEvent: on('app'),
    },
    keys: {
      status: call('keys:status'),
      choose: call('keys:choose'),
      unlock: call('keys:unlock'),
      lock: call('keys:lock'),
      startNewFile: call('keys:startNewFile'),
      setIdleLock: call('keys:setIdleLock'),
      activity: call('keys:activity'),
      onEvent: on('keys'),
    },
    connections: {
      list: call('connections:list'),
      verify: call('connections:verify'),
      add: call('connections:add'),
      update: call('connections:update'),
      remove: call('connections:remove'),
      setActive: call('connections:setActive'),
      startDemo: call('connections:startDemo'),
      routerInfo: call('connections:routerInfo'),
      onEvent: on('connections'),
    },
    balance: {
      get: call('balance:get'),
      refresh: call('balance:refresh'),
      onEvent: on('balance'),
    },
    usage: {
      get: call('usage:get'),
      refresh: call('usage:refresh'),
      exportCsv: call('usage:exportCsv'),
      onEvent: on('usage'),
    },
    models: {
      list: call('models:list'),
      stats: call('models:stats'),
    },
    prices: {
      get: call('prices:get'),
    },
    ledger: {
      split: call('ledger:split'),
      today: call('ledger:today'),
      answers: call('ledger:answers'),
      accuracy: call('ledger:accuracy'),
      exportCsv: call('ledger:exportCsv'),
    },
    compare: {
      start: call('compare:start'),
      retry: call('compare:retry'),
      continue: call('compare:continue'),
    },
    chat: {
      start: call('chat:start'),
      abort: call('chat:abort'),
      estimateInput: call('chat:estimateInput'),
      onEvent: on('chat'),
    },
    conversations: {
      list: call('conversations:list'),
      get: call('conversations:get'),
      search: call('conversations:search'),
      create: call('conversations:create'),
      rename: call('conversations:rename'),
      updateParams: call('conversations:updateParams'),
      delete: call('conversations:delete'),
      export: call('conversations:export'),
      deleteAll: call('conversations:deleteAll'),
    },
    drafts: {
      get: call('drafts:get'),
      set: call('drafts:set'),
    },
    guard: {
      status: call('guard:status'),
      setBudget: call('guard:setBudget'),
      history: call('guard:history'),
      estimate: call('guard:estimate'),
      preflight: call('guard:preflight'),
    },
    votes: {
      cast: call('votes:cast'),
      undo: call('votes:undo'),
      forConversation: call('votes:forConversation'),
      leaderboard: call('votes:leaderboard'),
      exportCsv: call('votes:exportCsv'),
    },
    prompts: {
      list: call('prompts:list'),
      save: call('prompts:save'),
      delete: call('prompts:delete'),
      export: call('prompts:export'),
      import: call('prompts:import'),
    },
    batches: {
      start: call('batches:start'),
      get: call('batches:get'),
      readVariables: call('batches:readVariables'),
      list: call('batches:list'),
      pause: call('batches:pause'),
      resume: call('batches:resume'),
      cancel: call('batches:cancel'),
      export: call('batches:export'),
    },
    settings: {
      get: call('settings:get'),
      update: call('settings:update'),
    },
  }
}

export type TallyApi = ReturnType<typeof createBridge>
