import type { Envelope } from '../../../shared/ipc/contract'
import type { AppError } from '../../../shared/domain/errors'

/** A failed IPC call, carrying the one error model for the UI. */
export class TallyError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message)
    this.name = 'TallyError'
  }
}

/** The value of a bridge call's envelope, or a TallyError carrying its AppError. */
export async function unwrap<T>(pending: Promise<Envelope<T>>): Promise<T> {
  const envelope = await pending
  if (envelope.ok) return envelope.value
  throw new TallyError(envelope.error)
}

/** The AppError a failed query or mutation carries, or null for anything else. */
export function appErrorOf(err: unknown): AppError | null {
  return err instanceof TallyError ? err.appError : null
}
