/**
 * The simulator's fault rules, set over its control endpoint. A pooled keep-alive connection the
 * simulator closed while a data directory was being seeded fails with ECONNRESET: such a request is
 * sent again (a rule is only added once it answered).
 */
export interface SimFaults {
  add(rule: unknown): Promise<void>
  clearAll(): Promise<void>
  /** Balance, usage and models hang for the next `times` requests each: what shows can only come from the caches. */
  hangServiceReads(times: number): Promise<void>
}

export function simFaults(rootUrl: string): SimFaults {
  const send = async (method: 'POST' | 'DELETE', body?: unknown): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(`${rootUrl}/_sim/faults`, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) })
        if (!res.ok) throw new Error(`fault ${method} failed: ${res.status}`)
        return
      } catch (err) {
        if (attempt >= 3 || !String((err as { cause?: unknown }).cause ?? '').includes('ECONNRESET')) throw err
      }
    }
  }
  return {
    add: (rule) => send('POST', rule),
    clearAll: () => send('DELETE'),
    async hangServiceReads(times) {
      for (const path of ['/v1/balance', '/v1/usage', '/v1/models']) await send('POST', { match: { path }, times, respond: { hang: true } })
    },
  }
}
