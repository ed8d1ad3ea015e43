import type { IncomingMessage } from 'node:http'
import { maskAccountId, maskKey } from '../accounts'
import { balanceSnapshot } from '../balance-snapshot'
import { isoTime } from '../sim-time'
import { invalidParameter } from '../errors'
import { authenticate } from '../http/auth'
import type { Reply } from '../http/reply'
import { formatMoney } from '../money'
import type { SimState } from '../state'
import { creditAccountOf, withRateLimit } from './limited'

/** `GET /balance`: no parameters; values come from a snapshot re-read at most every 5 s. */
export async function handleBalance(req: IncomingMessage, url: URL, reply: Reply, state: SimState): Promise<void> {
  const key = authenticate(req, state.directory.keys, '401')
  await withRateLimit(state, key, 'balance', (headers) => {
    const account = creditAccountOf(state, key)
    const [unexpected] = url.searchParams.keys()
    if (unexpected !== undefined) throw invalidParameter(unexpected, `Unknown parameter '${unexpected}': /balance takes no parameters.`)
    const snapshot = balanceSnapshot(state, account)
    const { parts } = snapshot
    // Parts are rounded first and the balance is their sum, so paid + promo = balance holds exactly as sent.
    const paid = parts.paid.toDecimalPlaces(6)
    const promo = parts.promo.toDecimalPlaces(6)
    reply.json(
      200,
      {
        object: 'balance',
        scope: 'account',
        currency: 'USD',
        account: { type: account.type, id: maskAccountId(account.id) },
        key: { name: key.name, suffix: maskKey(key.key), spend_today: null, spend_month: null },
        balance: formatMoney(paid.plus(promo)),
        paid: formatMoney(paid),
        promo: formatMoney(promo),
        allowance_remaining: snapshot.allowanceRemaining === null ? null : formatMoney(snapshot.allowanceRemaining),
        held: formatMoney(parts.held),
        debt: formatMoney(parts.debt),
        spend_today: formatMoney(snapshot.spendToday),
        spend_month: formatMoney(snapshot.spendMonth),
        as_of: isoTime(snapshot.takenAt),
        spend_as_of: isoTime(snapshot.spendAsOf),
      },
      { ...headers, 'cache-control': 'no-store' },
    )
  })
}
