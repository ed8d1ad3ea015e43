import { errorReport } from '../../../shared/domain/error-report'
import type { AppError } from '../../../shared/domain/errors'

/** The last few errors, for "Copy diagnostics" (they carry request IDs, never keys). */
export class RecentErrors {
  private readonly errors: AppError[] = []

  constructor(private readonly limit = 20) {}

  add(error: AppError | null | undefined): void {
    if (!error) return
    const last = this.errors.at(-1)
    if (last && last.code === error.code && last.endpoint === error.endpoint && last.requestId === error.requestId) return
    this.errors.push(error)
    if (this.errors.length > this.limit) this.errors.shift()
  }

  list(): readonly AppError[] {
    return this.errors
  }

  text(): string {
    return this.errors.length ? this.errors.map((e) => errorReport(e)).join('\n\n') : 'none'
  }
}
