import { readFile, rm } from 'node:fs/promises'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Core } from '../../../electron/services/app/core'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { AlertCenter } from '../../../electron/services/balance/alert-center'
import { PriceService } from '../../../electron/services/prices/price-service'
import { addDays } from '../../../electron/services/usage/ranges'
import type { UsageService } from '../../../electron/services/usage/usage-service'
import type { InvokeArgs, InvokeChannel, InvokeResult } from '../../../shared/ipc/contract'
import { SoakTime } from '../../soak/soak-time'
import { Balance } from '../../../shared/domain/balance'
import { MemorySecrets, fakeService } from '../../support/core/ipc-core'
import { VALID_BALANCE } from '../../support/reliability/wire-fixtures'
import { makeService } from '../../support/usage/service-setup'
import { useTmpDir } from '../../support/tmp-dir'
import { createTestCore } from '../../support/core/test-app'
import { translatorFor } from '../../support/i18n'

/** Main's words in English (#37). */
const { t } = await translatorFor('en')

/**
 * Found with the soak's connection switch: removing a connection left its pending after-chat
 * usage refresh armed (the timer later re-created the removed connection's usage state), its
 * balance in balance-cache.json, and its price fit and alert watcher in memory.
 */
const tmp = useTmpDir()
const usageServices: UsageService[] = []
let core: Core | null = null
let dataDir = ''
afterEach(async () => {
  await Promise.all(usageServices.splice(0).map((s) => s.dispose()))
  await core?.dispose()
  core = null
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
  dataDir = ''
})

describe('removing a connection leaves nothing of it behind', () => {
  it('UsageService.forget cancels the pending after-chat refresh', async () => {
    const s = makeService(await tmp())
    usageServices.push(s.service)
    s.clients.set('c2', s.fake)
    await s.service.refresh('c2', { start: addDays(s.tomorrow, -7), end: s.tomorrow })
    s.service.scheduleAfterChat('c2')
    expect(s.clock.pending()).toBe(1)
    s.clients.delete('c2')
    await s.service.forget('c2')
    expect(s.clock.pending()).toBe(0)
    const before = s.fake.requestCount
    await s.clock.advance(60_000)
    expect(s.fake.requestCount).toBe(before)
  })

  it('PriceService.forget drops the fit: the next get fits again', async () => {
    let reads = 0
    const prices = new PriceService({ rowsOf: async () => (reads++, []) })
    await prices.get('a')
    await prices.get('a')
    expect(reads).toBe(1)
    prices.forget('a')
    await prices.get('a')
    expect(reads).toBe(2)
  })

  it('AlertCenter.forget drops the watcher: a connection added again starts fresh', () => {
    const center = new AlertCenter(t)
    const alerts: string[] = []
    center.onAlert((told) => alerts.push(told.alert.kind))
    const low = Balance.parse({ ...VALID_BALANCE, balance: '0.500000' })
    center.observe('c1', low, '1.000000')
    center.observe('c1', low, '1.000000')
    expect(alerts).toEqual(['low-balance'])
    center.forget('c1')
    center.observe('c1', low, '1.000000')
    expect(alerts).toEqual(['low-balance', 'low-balance'])
  })

  it('connections:remove (through core) clears the cached balance and the after-chat timer', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tally-remove-'))
    const vt = new SoakTime(Date.parse('2025-06-16T07:00:03Z'))
    const service = fakeService()
    const chatEnds: string[] = []
    core = await createTestCore({
      dataDir,
      secrets: new MemorySecrets(),
      emit: (channel, payload) => {
        const kind = (payload as { kind?: string }).kind
        if (channel === 'chat' && (kind === 'done' || kind === 'error' || kind === 'incomplete' || kind === 'stopped')) chatEnds.push(kind)
      },
      shell: 'unit-test',
      appVersion: '0.0.0-test',
      versions: {},
      openExternal: async () => undefined,
      saveFile: async () => null,
      clock: vt.clock,
      fetch: service.fetch,
    })
    const running = core
    const invoke = async <C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResult<C>> => {
      const envelope = (await vt.runUntil(dispatch(running.handlers, channel, args))) as { ok: boolean; value?: unknown; error?: { message: string } }
      if (!envelope.ok) throw new Error(`${channel}: ${envelope.error?.message}`)
      return envelope.value as InvokeResult<C>
    }
    const cachedIds = async () => Object.keys((JSON.parse(await readFile(join(dataDir, 'balance-cache.json'), 'utf8')) as { data: object }).data)

    const a = await invoke('connections:add', { name: 'A', baseUrl: 'https://api.example.test/v1', key: 'sk-a-key-000000', activate: true })
    await vt.runFor(1_000)
    const b = await invoke('connections:add', { name: 'B', baseUrl: 'https://api.example.test/v1', key: 'sk-b-key-000000', activate: true })
    await vt.runFor(1_000)
    const idA = a.activeId as string
    const idB = b.activeId as string
    expect(await cachedIds()).toEqual(expect.arrayContaining([idA, idB]))

    // A chat on B ends (the stand-in service answers 502): its usage refresh is now pending.
    const conversation = await invoke('conversations:create', { params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null } })
    await invoke('chat:start', { requestId: 'r1', conversationId: conversation.id, action: 'send', content: 'hello' })
    await vt.runUntil(new Promise<void>((resolve) => { const poll = () => (chatEnds.length > 0 ? resolve() : setTimeout(poll, 5)); poll() }))
    await invoke('connections:setActive', { id: idA })
    await vt.runFor(1_000)
    const pendingBefore = vt.pendingTimers()

    await invoke('connections:remove', { id: idB })
    expect(await cachedIds()).toEqual([idA])
    // B's after-chat usage refresh (15 s after the chat) and B's poll of All accounts (#35: every other
    // key is polled within its own limits) are the two timers gone.
    expect(vt.pendingTimers()).toBe(pendingBefore - 2)
  })
})
