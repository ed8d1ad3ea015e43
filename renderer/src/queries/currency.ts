import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DisplayCurrency } from '../../../shared/money'
import type { CurrencyState } from '../../../shared/domain/currency'
import { tally } from '../ipc'
import { useDisplayCurrencyStore } from '../stores/display-currency'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** #35: the display currency and its rate (main pushes every change as a `currency` event). */
export function useCurrency() {
  return useQuery({ queryKey: queryKeys.currency, queryFn: () => unwrap(tally.currency.get()), staleTime: Number.POSITIVE_INFINITY, retry: false })
}

/** What money is shown in: null = US dollars (nothing converted, also while no rate is known). */
export function displayOf(state: CurrencyState | undefined): DisplayCurrency | null {
  if (!state || state.code === 'USD' || !state.rate) return null
  return { code: state.code, rate: state.rate.rate, date: state.rate.date, stale: state.stale }
}

/** What every <Money> shows (kept in a store by live-events.ts: no query per figure, no provider needed). */
export function useDisplayCurrency(): DisplayCurrency | null {
  return useDisplayCurrencyStore((s) => s.currency)
}

export function useSetRate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (args: { code: string; rate: string; date: string }) => unwrap(tally.currency.setRate(args)),
    onSuccess: (state) => client.setQueryData(queryKeys.currency, state),
  })
}

export function useFetchRate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(tally.currency.fetchNow()),
    onSuccess: (state) => client.setQueryData(queryKeys.currency, state),
  })
}
