import type { SecretStore } from '../../electron/services/secrets/secret-store'

/** A SecretStore in memory; `failWith` makes every call throw (e.g. a keychain failure). */
export class MemorySecrets implements SecretStore {
  readonly entries = new Map<string, string>()
  failWith: Error | null = null

  async get(id: string): Promise<string | null> {
    this.check()
    return this.entries.get(id) ?? null
  }

  async set(id: string, key: string): Promise<void> {
    this.check()
    this.entries.set(id, key)
  }

  async delete(id: string): Promise<boolean> {
    this.check()
    return this.entries.delete(id)
  }

  private check(): void {
    if (this.failWith) throw this.failWith
  }
}
