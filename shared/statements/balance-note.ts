import type { StatementBalance } from '../domain/statement'
import type { Translate } from '../i18n/catalogue'

/**
 * How a statement's opening or closing balance is known, in the reader's language (#37): the reading used, the
 * accounts summed or those without a reading, or none. The window's summary and main's PDF say it alike; the CSV
 * keeps main's English `note`. `time`: how the reading's moment is written.
 */
export function balanceNote(side: Pick<StatementBalance, 'balance' | 'at' | 'missing'>, accounts: number, which: 'opening' | 'closing', t: Translate, time: (iso: string) => string): string {
  if (side.at) return t('statements.noteReading', { time: time(side.at) })
  if (accounts > 1) return side.balance === null ? t('statements.noteMissing', { accounts: side.missing.join(', ') }) : t('statements.noteSum', { count: accounts })
  return t(which === 'opening' ? 'statements.noteNoOpening' : 'statements.noteNoClosing')
}
