import type { AllAccounts, PartIssue } from '../domain/accounts'

const WHAT: Record<PartIssue['freshness'], string> = { fresh: 'up to date', stale: 'stale', failed: 'unavailable', loading: 'loading' }

/**
 * #35: what a total stands on, in one line: "3 of 4 accounts; Work stale since 10:42". `time` formats
 * an ISO moment for the reader (the window's or the tray's clock). Never silent about a part.
 */
export function describeAccounts(all: Pick<AllAccounts, 'fresh' | 'of' | 'issues' | 'unlinkedRouters'>, time: (iso: string) => string): string {
  const noun = all.of === 1 ? 'account' : 'accounts'
  if (all.of === 0) return 'No service account yet'
  const head = all.issues.length === 0 ? `${all.of} ${noun}, all up to date` : `${all.fresh} of ${all.of} ${noun}`
  const parts = all.issues.map((i) => {
    if (i.freshness === 'stale') return `${i.name} stale${i.since ? ` since ${time(i.since)}` : ''}`
    if (i.freshness === 'loading') return `${i.name} loading`
    return `${i.name} ${WHAT[i.freshness]}${i.reason ? ` (${i.reason.replace(/\.$/, '')})` : ''}, not summed`
  })
  const routers = all.unlinkedRouters.map((name) => `router ${name} not linked to an account`)
  return [head, ...parts, ...routers].join('; ')
}
