import type { AppError } from '../../../../shared/domain/errors'

export const CONNECTION_FIELDS = ['name', 'baseUrl', 'key'] as const
export type ConnectionField = (typeof CONNECTION_FIELDS)[number]

export function fieldOf(error: AppError): ConnectionField | null {
  const param = error.param
  return error.kind === 'input' && param !== undefined && (CONNECTION_FIELDS as readonly string[]).includes(param) ? (param as ConnectionField) : null
}

/** A short headline for a problem the connection check found; the error's own message explains it. */
export function problemTitle(error: AppError): string {
  if (error.kind === 'http') {
    if (error.status === 401) return 'The service rejected this API key (HTTP 401)'
    if (error.status === 404 && error.code === 'no_credit_account') return 'This key has no credit account (HTTP 404)'
    if (error.status === 404) return 'Nothing found at this address (HTTP 404): is the base URL right?'
    if (error.status === 429) return 'Too many requests (HTTP 429): try again shortly'
    if (error.status >= 500) return `The service is unavailable right now (HTTP ${error.status})`
    return `The service answered with an error (HTTP ${error.status})`
  }
  if (error.kind === 'network') return 'Could not reach the service'
  if (error.kind === 'timeout') return 'The service did not answer in time'
  if (error.kind === 'invalid_response') return 'The answer did not look like this service: is the base URL right?'
  if (error.kind === 'keychain') {
    if (error.code === 'keys_locked') return 'Your keys are locked'
    if (error.code === 'key_store_unchosen') return 'Choose where to keep API keys first'
    if (error.code.startsWith('operator_key')) return 'The key from the environment cannot be used'
    if (error.code.startsWith('key_file')) return 'The key file cannot be used'
    return 'The OS keychain is not available'
  }
  if (error.kind === 'input') return 'Check what you entered'
  return 'Something went wrong'
}

/** Whether saving could still succeed despite this problem (the key or account may be fixed later). */
export function canSaveDespite(error: AppError): boolean {
  return error.kind !== 'input' && error.kind !== 'keychain' && error.kind !== 'internal'
}
