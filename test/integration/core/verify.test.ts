import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyConnection } from '../../../electron/services/connections/verify'
import { systemClock } from '../../../electron/services/time/clock'
import { errorOf } from '../../support/error-of'
import { KEYS, type Sim, simulator } from '../../support/core/sim-client'

let sim: Sim
beforeAll(async () => {
  sim = await simulator()
})
afterAll(async () => {
  await sim.close()
})

describe('verifyConnection against the simulator', () => {
  it('a funded key: models counted, key name and suffix learned, no problems', async () => {
    const result = await verifyConnection({ name: 'Sim', baseUrl: `${sim.baseUrl}/`, key: ` ${KEYS.funded}\n` })
    expect(result.baseUrl).toBe(sim.baseUrl)
    expect(result.problems).toEqual([])
    expect(result.modelCount).toBeGreaterThan(0)
    expect(result.keyName).toBe('Demo laptop')
    expect(result.keySuffix).toMatch(/nded$/)
    expect(JSON.stringify(result)).not.toContain(KEYS.funded)
  })

  it('401 for a revoked key', async () => {
    const result = await verifyConnection({ name: 'Sim', baseUrl: sim.baseUrl, key: KEYS.revoked })
    expect(result.modelCount).toBeGreaterThan(0)
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]).toMatchObject({ kind: 'http', status: 401, endpoint: 'GET /balance' })
    expect(result.problems[0]?.message).toContain('The service rejected this key')
  })

  it('404 no_credit_account', async () => {
    const result = await verifyConnection({ name: 'Sim', baseUrl: sim.baseUrl, key: KEYS.nocredit })
    expect(result.problems[0]).toMatchObject({ status: 404, code: 'no_credit_account' })
    expect(result.problems[0]?.message).toContain('not connected to a credit account')
  })

  it('a wrong path under the right host', async () => {
    const result = await verifyConnection({ name: 'Sim', baseUrl: `${sim.rootUrl}/api/v1`, key: KEYS.funded })
    expect(result.problems.map((p) => p.status)).toEqual([404, 404])
    expect(result.problems[0]?.message).toContain('Check that the base URL')
  })

  it('network failure: one problem naming the host', async () => {
    const closed = await simulator()
    const baseUrl = closed.baseUrl
    await closed.close()
    const result = await verifyConnection({ name: 'Gone', baseUrl, key: KEYS.funded }, { clock: { ...systemClock, now: Date.now, sleep: async () => undefined } })
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]).toMatchObject({ kind: 'network', code: 'connection_refused', endpoint: 'GET /models' })
    expect(result.problems[0]?.message).toContain(`Could not reach ${new URL(baseUrl).host}`)
  })

  it('input errors are thrown with the field', async () => {
    expect(await errorOf(verifyConnection({ name: 'x', baseUrl: sim.rootUrl, key: KEYS.funded }))).toMatchObject({ kind: 'input', param: 'baseUrl' })
  })
})
