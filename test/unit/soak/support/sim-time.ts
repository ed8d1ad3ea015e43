import type { SimHandle } from '../../../../electron/sim/index'
import type { FakeClock } from '../../../support/fake-clock'

export async function addFault(sim: SimHandle, rule: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) })
  if (!res.ok) throw new Error(`fault not added: ${res.status}`)
}

export async function clearFaults(sim: SimHandle): Promise<void> {
  await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'DELETE' })
}

/** Waits (in real time, briefly) for loopback work started by a timer to finish. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  // Cache writes and the next schedule run after the response: a few more turns.
  await new Promise((resolve) => setTimeout(resolve, 10))
}

/**
 * Moves the fake clock `ms` forward one sleeper at a time; after each, waits for `idle` (real
 * requests over loopback take real time, which the clock does not see).
 */
export async function runFor(clock: FakeClock, ms: number, idle: () => boolean): Promise<void> {
  const end = clock.now() + ms
  await until(idle)
  for (let next = clock.nextAt(); next !== null && next <= end; next = clock.nextAt()) {
    await clock.advance(next - clock.now())
    await until(idle)
  }
  await clock.advance(end - clock.now())
  await until(idle)
}
