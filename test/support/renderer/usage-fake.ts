import type { UsageEvent, UsageRange, UsageView } from '../../../shared/domain/usage-view'
import type { Envelope, InvokeResult } from '../../../shared/ipc/contract'
import { createFakeBridge } from './fake-bridge'
import { ok, view } from './fixtures'

type Answer<A, R> = (args: A) => Promise<Envelope<R>> | Envelope<R>

/** Main's usage side on the fake bridge: a test swaps `get`, `refresh` or `exportCsv` for its own answer. */
export function createUsageFake() {
  const bridge = createFakeBridge()
  const defaults = () => ({
    get: ((range) => ok(view({ range }))) as Answer<UsageRange, UsageView>,
    refresh: ((args) => fake.get({ start: args.start, end: args.end })) as Answer<UsageRange & { force?: boolean }, UsageView>,
    exportCsv: (() => ok({ saved: false, path: null, rowCount: 0 })) as Answer<UsageRange, InvokeResult<'usage:exportCsv'>>,
  })
  const answer = () => {
    bridge.respond('usage:get', (args) => fake.get(args))
    bridge.respond('usage:refresh', (args) => fake.refresh(args))
    bridge.respond('usage:exportCsv', (args) => fake.exportCsv(args))
  }
  const fake = {
    bridge,
    calls: bridge.calls,
    ...defaults(),
    emit: (event: UsageEvent) => bridge.emit('usage', event),
    /** Forgets calls and subscribers; the default answers again. */
    reset() {
      bridge.reset()
      Object.assign(fake, defaults())
      answer()
    },
  }
  answer()
  return fake
}
