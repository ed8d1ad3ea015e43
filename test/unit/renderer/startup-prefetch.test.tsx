// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GuardStatus } from '../../../shared/domain/guard'
import { BudgetPanel } from '../../../renderer/src/features/guard/BudgetPanel'
import { installBridge } from '../../../renderer/src/ipc'
import { prefetchStartup } from '../../../renderer/src/queries/startup'
import { createFakeBridge, FakeFailure } from '../../support/renderer/fake-bridge'
import { appError, defaultSettings, emptyState, view } from '../../support/renderer/fixtures'
import { renderWithBridge, testQueryClient } from '../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const BALANCE = { connectionId: 'acct', balance: null, fetchedAt: '2026-11-27T01:00:00.000Z', stale: false, loading: false, error: null, nextAttemptAt: null }
const NO_BUDGET: GuardStatus = { accountId: 'acct', budget: null, daily: null, monthly: null, spendAsOf: null, stale: false, average7: null }

beforeEach(() => {
  bridge.reset()
  bridge.handle('connections:list', () => emptyState())
  bridge.handle('settings:get', () => defaultSettings)
  bridge.handle('balance:get', () => BALANCE)
  bridge.handle('guard:status', () => NO_BUDGET)
  bridge.handle('usage:get', (range) => view({ range }))
  installBridge(bridge.api)
})
afterEach(cleanup)

describe('the first screen’s answers, read before React renders', () => {
  it('are all in the cache when it settles; the budgets’ status under the key of the balance it came with', async () => {
    const client = testQueryClient()
    await prefetchStartup(client)
    expect(client.getQueryData(['connections'])).toEqual(emptyState())
    expect(client.getQueryData(['balance'])).toEqual(BALANCE)
    expect(client.getQueryData(['guard', 'status', 'acct', BALANCE.fetchedAt, false])).toEqual(NO_BUDGET)
    // The budgets panel then shows in the first render, with no request of its own.
    renderWithBridge(<BudgetPanel />, bridge, { client })
    expect(screen.getByRole('heading', { name: 'Budgets' })).toBeTruthy()
    expect(bridge.callsTo('guard:status')).toHaveLength(1)
  })

  it('a failed answer does not hold the others back; its query shows the error later', async () => {
    bridge.handle('guard:status', () => {
      throw new FakeFailure(appError({ kind: 'internal', code: 'internal_error', message: 'boom' }))
    })
    const client = testQueryClient()
    await prefetchStartup(client)
    expect(client.getQueryData(['balance'])).toEqual(BALANCE)
    expect(client.getQueryState(['guard', 'status', 'acct', BALANCE.fetchedAt, false])?.status).toBe('error')
  })
})
