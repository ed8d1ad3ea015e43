import { create } from 'zustand'
import type { DisplayCurrency } from '../../../shared/money'

/**
 * #35: the currency every <Money> shows (null: US dollars). Filled from the `currency` query whenever
 * main's state of it changes (queries/live-events.ts), so a money figure needs no query of its own.
 */
export const useDisplayCurrencyStore = create<{ currency: DisplayCurrency | null }>(() => ({ currency: null }))
