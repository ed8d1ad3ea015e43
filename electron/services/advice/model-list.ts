import type { ModelsState } from '../../../shared/domain/models-state'
import type { Candidate } from './what-if-tables'

/**
 * #36: the models to show: those the service lists now (with "coming soon" as learnt), then every model of
 * the history (the app's answers, the bill) the list no longer names: retired. When no list has been read
 * (an error, or none yet), nothing is called retired: that is not known.
 */
export function modelCandidates(state: Pick<ModelsState, 'models'>, history: Iterable<string>): Candidate[] {
  const listed = new Map<string, Candidate>(state.models.map((m) => [m.id, { id: m.id, comingSoon: m.comingSoon, retired: false }]))
  const known = listed.size > 0
  const out = [...listed.values()]
  for (const model of new Set(history)) if (!listed.has(model)) out.push({ id: model, comingSoon: false, retired: known })
  return out
}
