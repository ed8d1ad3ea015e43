import type { UpdateBackend } from '../../../electron/services/updates/update-backend'

/**
 * A fake update backend for the Chromium target, which has no electron-updater (the shipped-bundle
 * tests run the real one): a spec says what the next check finds; the real UpdateService and
 * its messages run on top.
 */
export class ScriptedUpdates implements UpdateBackend {
  /** What the next check finds: a version, nothing newer (null), or a failure (an HTTP status or a message). */
  next: { offer: string | null } | { status: number } | { fail: string } = { offer: null }
  installs = 0

  async check(): Promise<{ version: string } | null> {
    const next = this.next
    if ('status' in next) throw Object.assign(new Error(`HttpError: ${next.status}`), { statusCode: next.status })
    if ('fail' in next) throw new Error(next.fail)
    return next.offer === null ? null : { version: next.offer }
  }

  async download(): Promise<void> {}

  install(): void {
    this.installs++
  }
}
