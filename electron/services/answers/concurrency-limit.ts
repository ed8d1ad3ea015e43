import type { AppError } from '../../../shared/domain/errors'

/** The spec's chat 429 for "too many simultaneous requests" (not "no credits", not "model at capacity"). */
export function isConcurrencyLimit(error: AppError): boolean {
  if (error.status !== 429) return false
  const text = `${error.code} ${error.message}`.toLowerCase()
  return /concurren|simultaneous/.test(text)
}
