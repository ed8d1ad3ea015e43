import { z } from 'zod'
import { MONEY_PATTERN } from '../money-pattern'

/** A money value on the wire: US dollars as a decimal string with exactly six places. */
export const MoneyString = z.string().regex(MONEY_PATTERN, 'money must be a decimal string with 6 places')
export type MoneyString = z.infer<typeof MoneyString>
