import { type ReactNode, useState } from 'react'
import type { AppError } from '../../../../shared/domain/errors'
import type { Preflight, RunPlan } from '../../../../shared/domain/preflight'
import { useFetchPreflight } from '../../queries/guard'
import { PreflightDialog } from './PreflightDialog'
import type { RunKind } from './preflight-words'

type Outcome = { ok: boolean; error?: AppError }

/**
 * #33: every run goes through here: main's preflight is read afresh, and when it asks, the one dialog
 * asks first; `start(confirmed)` runs only once the user says so. Main checks again on its own: a run
 * it refuses for want of a confirmation (something changed meanwhile) is asked about now. `run`
 * resolves null when the user kept it unsent (the caller keeps the text).
 */
export function usePreflight(): { run<R extends Outcome>(plan: RunPlan, kind: RunKind, start: (confirmed: boolean) => Promise<R>): Promise<R | null>; dialog: ReactNode } {
  const fetchPreflight = useFetchPreflight()
  const [pending, setPending] = useState<{ preflight: Preflight; kind: RunKind; resolve(go: boolean): void } | null>(null)

  const run = async <R extends Outcome>(plan: RunPlan, kind: RunKind, start: (confirmed: boolean) => Promise<R>): Promise<R | null> => {
    const ask = (preflight: Preflight) => new Promise<boolean>((resolve) => setPending({ preflight, kind, resolve }))
    // Without an answer (main unreachable), nothing is confirmed: main's own check still holds.
    const first = await fetchPreflight(plan).catch(() => null)
    if (first?.ask && !(await ask(first))) return null
    const confirmed = first?.ask ?? false
    const result = await start(confirmed)
    if (result.ok || confirmed || result.error?.code !== 'confirm_spend') return result
    const again = await fetchPreflight(plan).catch(() => null)
    if (!again?.ask) return result
    return (await ask(again)) ? start(true) : null
  }

  const dialog = pending && (
    <PreflightDialog
      preflight={pending.preflight}
      kind={pending.kind}
      onAnswer={(go) => {
        pending.resolve(go)
        setPending(null)
      }}
    />
  )
  return { run, dialog }
}
