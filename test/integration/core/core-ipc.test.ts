import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import keytar from 'keytar'
import { afterEach, describe, expect, it } from 'vitest'
import type { Core } from '../../../electron/services/app/core'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { createKeytarStore, KEYCHAIN_SERVICE } from '../../../electron/services/secrets/keytar-store'
import type { ConnectionsState } from '../../../shared/domain/connection'
import { FakeClock, flush } from '../../support/fake-clock'
import { countingFetch, drive, KEYS, type Sim, simulator } from '../../support/core/sim-client'
import { filesContaining } from '../../support/secret-scan'
import { createTestCore } from '../../support/core/test-app'

let sim: Sim | null = null
let core: Core | null = null
let dir = ''
const ids: string[] = []

async function disposeCore(): Promise<void> {
  const running = core
  core = null
  await running?.dispose()
}

afterEach(async () => {
  await disposeCore()
  await sim?.close()
  for (const id of ids.splice(0)) await keytar.deletePassword(KEYCHAIN_SERVICE, id).catch(() => false)
  if (dir) await rm(dir, { recursive: true, force: true })
  core = null
  sim = null
})

const day = (i: number) => new Date(Date.UTC(2025, 1, 1) + i * 86_400_000).toISOString().slice(0, 10)

async function setup() {
  const clock = new FakeClock()
  sim = await simulator({ now: () => clock.now() })
  dir = await mkdtemp(join(tmpdir(), 'tally-core-'))
  const fetch = countingFetch()
  const events: string[] = []
  core = await createTestCore({
    dataDir: dir,
    secrets: createKeytarStore(),
    emit: (channel, payload) => events.push(JSON.stringify({ channel, payload })),
    saveFile: async () => null,
    clock,
    fetch,
  })
  return { clock, fetch, events, core, sim }
}

describe('core services through the IPC dispatch', () => {
  it('connections:add over IPC keeps the key in the keychain only, and 200 rapid refreshes cause no 429', async () => {
    const { clock, fetch, events, core, sim } = await setup()
    const added = await dispatch(core.handlers, 'connections:add', { name: 'Sim', baseUrl: sim.baseUrl, key: `  ${KEYS.funded}  `, activate: true }, { validateResults: true })
    expect(added.ok).toBe(true)
    const state = (added as { ok: true; value: ConnectionsState }).value
    const id = state.activeId ?? ''
    ids.push(id)
    expect(await keytar.getPassword('Tokentally', id)).toBe(KEYS.funded)

    const calls: Promise<unknown>[] = []
    for (let i = 0; i < 100; i++) {
      calls.push(dispatch(core.handlers, 'balance:refresh', {}, { validateResults: true }))
      calls.push(dispatch(core.handlers, 'usage:refresh', { start: day(i % 40), end: day(45), force: true }, { validateResults: true }))
    }
    await flush()
    const results = await drive(calls, clock, () => fetch.inFlight() > 0)
    const envelopes = results.map((r) => (r.status === 'fulfilled' ? (r.value as { ok: boolean; error?: { message: string } }) : { ok: false, error: { message: String(r.reason) } }))
    expect(envelopes.filter((e) => !e.ok).map((e) => e.error?.message)).toEqual([])
    const stats = sim.stats.snapshot()
    expect(stats.statusCounts['429'] ?? 0).toBe(0)
    expect(stats.requests['GET /v1/balance'] ?? 0).toBeGreaterThan(0)
    expect(stats.requests['GET /v1/usage'] ?? 0).toBeGreaterThan(5)

    const settled = await dispatch(core.handlers, 'connections:list', {}, { validateResults: true })
    expect(JSON.stringify([settled, envelopes, events])).not.toContain(KEYS.funded)
    await disposeCore()
    expect(await filesContaining(dir, KEYS.funded)).toEqual([])
  })

  it('connections:verify, update and remove over IPC', async () => {
    const { core, sim } = await setup()
    const verified = await dispatch(core.handlers, 'connections:verify', { name: 'Sim', baseUrl: sim.baseUrl, key: KEYS.nocredit }, { validateResults: true })
    expect(verified).toMatchObject({ ok: true, value: { problems: [{ code: 'no_credit_account' }] } })
    const bad = await dispatch(core.handlers, 'connections:add', { name: 'Sim', baseUrl: sim.rootUrl, key: KEYS.funded }, { validateResults: true })
    expect(bad).toMatchObject({ ok: false, error: { kind: 'input', param: 'baseUrl' } })
    const added = await dispatch(core.handlers, 'connections:add', { name: 'Sim', baseUrl: sim.baseUrl, key: KEYS.funded }, { validateResults: true })
    const id = (added as { ok: true; value: ConnectionsState }).value.activeId ?? ''
    ids.push(id)
    const other = `sk-other-${randomUUID()}`
    await dispatch(core.handlers, 'connections:update', { id, key: other }, { validateResults: true })
    expect(await keytar.getPassword('Tokentally', id)).toBe(other)
    const removed = await dispatch(core.handlers, 'connections:remove', { id }, { validateResults: true })
    expect(removed).toMatchObject({ ok: true, value: { connections: [], activeId: null } })
    expect(await keytar.getPassword('Tokentally', id)).toBeNull()
    expect(await filesContaining(dir, other)).toEqual([])
  })

  it('settings:update refuses polling faster than 5 s', async () => {
    const { core } = await setup()
    const result = await dispatch(core.handlers, 'settings:update', { pollIntervalSec: 4 }, { validateResults: true })
    expect(result.ok).toBe(false)
    const ok = await dispatch(core.handlers, 'settings:update', { pollIntervalSec: 5 }, { validateResults: true })
    expect(ok).toMatchObject({ ok: true, value: { pollIntervalSec: 5 } })
  })
})
