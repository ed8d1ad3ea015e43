import type { TallyApi } from '../../shared/ipc/bridge'
import type { Envelope } from '../../shared/ipc/contract'
import type { AppError } from '../../shared/domain/errors'

/** The only module that touches window.tally. */
export const tally: TallyApi = window.tally

/** A failed IPC call, carrying the one error model for the UI. */
export class TallyError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message)
    this.name = 'TallyError'
  }
}

export async function unwrap<T>(pending: Promise<Envelope<T>>): Promise<T> {
  const envelope = await pending
  if (envelope.ok) return envelope.value
  throw new TallyError(envelope.error)
}

export function appErrorOf(err: unknown): AppError | null {
  return err instanceof TallyError ? err.appError : null
}
