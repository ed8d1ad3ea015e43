import type { AnswerFigures } from '../../../shared/domain/conversation'
import type { ModelStat } from '../../../shared/domain/model-stats'

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const m = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
  return Math.round(m * 10) / 10
}

/**
 * Per model: answers that ended (complete, incomplete, stopped, error), median TTFT and tokens/s
 * over those that have them, and the share that ended incomplete. Sorted by answers, then name.
 */
export function modelStats(messages: Iterable<AnswerFigures>): ModelStat[] {
  const by = new Map<string, { answers: number; incomplete: number; ttft: number[]; tps: number[] }>()
  for (const m of messages) {
    if (m.role !== 'assistant' || m.model === null || m.status === 'streaming') continue
    const s = by.get(m.model) ?? { answers: 0, incomplete: 0, ttft: [], tps: [] }
    s.answers++
    if (m.status === 'incomplete') s.incomplete++
    if (m.metrics?.ttftMs != null) s.ttft.push(m.metrics.ttftMs)
    if (m.metrics?.outputTokensPerSec != null) s.tps.push(m.metrics.outputTokensPerSec)
    by.set(m.model, s)
  }
  return [...by]
    .map(([model, s]) => ({ model, answers: s.answers, medianTtftMs: median(s.ttft), medianTokensPerSec: median(s.tps), incompleteShare: s.incomplete / s.answers }))
    .sort((a, b) => b.answers - a.answers || a.model.localeCompare(b.model))
}
