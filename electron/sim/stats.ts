export interface SimStatsSnapshot {
  /** All API requests (control requests under /_sim are not counted). */
  totalRequests: number
  /** Requests by `"METHOD /path"`, e.g. `"GET /v1/balance"`. */
  requests: Record<string, number>
  /** Responses by status, e.g. `{"200": 12, "429": 3, "304": 2}`. */
  statusCounts: Record<string, number>
  /** Responses by endpoint and status: `byEndpoint["GET /v1/usage"]["304"]`. */
  byEndpoint: Record<string, Record<string, number>>
  streams: { started: number; completed: number; interrupted: number; active: number }
  faultsApplied: number
}

export interface SimStats extends SimStatsSnapshot {
  reset(): void
  snapshot(): SimStatsSnapshot
}

export class Stats implements SimStats {
  totalRequests = 0
  requests: Record<string, number> = {}
  statusCounts: Record<string, number> = {}
  byEndpoint: Record<string, Record<string, number>> = {}
  streams = { started: 0, completed: 0, interrupted: 0, active: 0 }
  faultsApplied = 0

  countRequest(endpoint: string): void {
    this.totalRequests++
    this.requests[endpoint] = (this.requests[endpoint] ?? 0) + 1
  }

  countStatus(endpoint: string, status: number): void {
    const key = String(status)
    this.statusCounts[key] = (this.statusCounts[key] ?? 0) + 1
    const perEndpoint = (this.byEndpoint[endpoint] ??= {})
    perEndpoint[key] = (perEndpoint[key] ?? 0) + 1
  }

  /** Clears counters; `streams.active` keeps describing the streams still open. */
  reset(): void {
    this.totalRequests = 0
    this.requests = {}
    this.statusCounts = {}
    this.byEndpoint = {}
    this.streams = { started: 0, completed: 0, interrupted: 0, active: this.streams.active }
    this.faultsApplied = 0
  }

  snapshot(): SimStatsSnapshot {
    return structuredClone({
      totalRequests: this.totalRequests,
      requests: this.requests,
      statusCounts: this.statusCounts,
      byEndpoint: this.byEndpoint,
      streams: this.streams,
      faultsApplied: this.faultsApplied,
    })
  }
}
