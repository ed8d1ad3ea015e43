import { AppFailure } from '../../shared/error-model'
import type { AppError } from '../../shared/domain/errors'

export async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof AppFailure) return err.error
    throw err
  }
  throw new Error('expected a failure')
}
