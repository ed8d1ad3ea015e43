import type { PickerModel, QualityEvidence, WhatIf, WhatIfRow } from '../../../../shared/domain/advice'

/** A picker model: no price, no answers, nothing known, unless patched. */
export function pickerModel(id: string, patch: Partial<PickerModel> = {}): PickerModel {
  return { id, comingSoon: false, retired: false, inputPerMillion: null, outputPerMillion: null, medianCost: null, answers: 0, context: { model: id, fitsUpTo: null, refusedFrom: null, stated: null }, strength: null, ...patch }
}

export function quality(patch: Partial<QualityEvidence> = {}): QualityEvidence {
  return { against: 'tally-large', strength: null, low: null, high: null, againstStrength: null, headToHead: { votes: 0, winRate: null }, votes: 0, fewVotes: true, ...patch }
}

export function whatIfRow(model: string, patch: Partial<WhatIfRow> = {}): WhatIfRow {
  return { model, total: null, saving: null, savingPct: null, used: false, comingSoon: false, retired: false, context: null, quality: null, ...patch }
}

export function whatIf(patch: { app?: Partial<WhatIf['app']>; account?: Partial<WhatIf['account']> } = {}): WhatIf {
  return {
    accountId: 'acct',
    start: '2026-10-29',
    end: '2026-11-28',
    app: { answers: 0, actual: null, baseline: null, used: [], largestInput: 0, votes: 0, rows: [], prompts: [], ...patch.app },
    account: { actual: null, days: 0, rows: [], ...patch.account },
  }
}
