import { describe, expect, it } from 'vitest'
import { type AlertNotice, AlertCenter } from '../../../electron/services/balance/alert-center'
import { registerGuard } from '../../../electron/services/guard/register'
import { PRICE_CHANGE_ALERT } from '../../../electron/services/prices/price-change-alert'
import { SettingsStore } from '../../../electron/services/settings/settings-store'
import { Balance } from '../../../shared/domain/balance'
import { VALID_BALANCE } from '../../support/reliability/wire-fixtures'
import { useTmpDir } from '../../support/tmp-dir'
import { translatorFor } from '../../support/i18n'

/** Main's words in English (#37). */
const { t } = await translatorFor('en')

const tmp = useTmpDir()
const balance = (value: string) => Balance.parse({ ...VALID_BALANCE, balance: value })

function listen(center: AlertCenter): AlertNotice[] {
  const told: AlertNotice[] = []
  center.onAlert((t) => told.push(t))
  return told
}

describe('the alert center knows no feature: each kind brings its words, level and view', () => {
  it('says its own kinds: low balance (a warning) and top-up (news)', () => {
    const center = new AlertCenter(t)
    const told = listen(center)
    center.observe('c1', balance('9.000000'), '10.000000')
    center.observe('c1', balance('20.000000'), '10.000000')
    expect(told.map((t) => t.notice)).toEqual([
      { kind: 'notice', level: 'warning', message: 'Low balance: Your balance is $9.00, below your alert threshold of $10.00.' },
      { kind: 'notice', level: 'info', message: 'Top-up received: $11.00 was added to your credits.' },
    ])
    expect(told[0]).toMatchObject({ alert: { kind: 'low-balance' }, title: 'Low balance' })
  })

  it('says a registered kind as its owner asks: the guard’s notices open the dashboard', async () => {
    const center = new AlertCenter(t)
    registerGuard({ alerts: center, settings: await SettingsStore.open({ dataDir: await tmp() }) })
    center.register('price-change', PRICE_CHANGE_ALERT)
    const told = listen(center)
    center.raise({ kind: 'spike', accountId: 'a', day: '2026-11-20', today: '48.000000', median: '0.110000', factor: 3 } as never)
    center.raise({ kind: 'price-change', connectionId: 'a', model: 'tally-large', part: 'output', from: '15', to: '18', changePct: 20, since: null } as never)
    expect(told.map((t) => [t.notice.level, t.notice.view, t.title])).toEqual([
      ['warning', 'dashboard', 'Spending spike'],
      ['warning', undefined, 'Price change'],
    ])
  })

  it('refuses an alert of a kind no one registered, and a kind registered twice', () => {
    const center = new AlertCenter(t)
    const told = listen(center)
    expect(() => center.raise({ kind: 'budget' })).toThrow('No one registered how to say a "budget" alert.')
    expect(() => center.register('top-up', { words: () => ({ title: '', body: '' }), level: 'info' })).toThrow('registered twice')
    expect(told).toEqual([])
  })
})
