import type { SpikeCause } from '../../../shared/domain/advice'

/** A day's causes as main finds them (#36): their facts, amounts and fixes (the words are the reader's, #37). */
export const LONG: SpikeCause = {
  kind: 'long-conversation',
  amount: '4.100000',
  share: 0.62,
  facts: { kind: 'long-conversation', title: 'Parser refactor', largest: 61_000, first: 900, answers: 40 },
  fix: { kind: 'summary', saving: '3.600000', conversationId: 'c-parser', model: null },
}
export const ELSEWHERE: SpikeCause = {
  kind: 'elsewhere',
  amount: '1.500000',
  share: 0.23,
  facts: { kind: 'elsewhere', usual: '0.200000' },
  fix: { kind: 'cap', saving: '1.300000', conversationId: null, model: null },
}
export const PRICE: SpikeCause = {
  kind: 'price-change',
  amount: '0.900000',
  share: 0.14,
  facts: { kind: 'price-change', model: 'tally-large', since: '2026-11-03', now: '2.000000', before: '1.100000' },
  fix: { kind: 'switch-model', saving: '0.700000', conversationId: null, model: 'tally-mini' },
}
