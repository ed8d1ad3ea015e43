import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { PriceEstimates } from '../../../shared/domain/prices'

/**
 * #35: each account's fitted prices kept on disk with the usage version they were fitted at (migration
 * 15's `price_fits` and `usage_versions`: every usage page written or dropped is a new version), so a
 * start does not fit years of usage again while nothing changed.
 */
export class KeptPriceFits {
  private readonly versionOf: StatementSync
  private readonly read: StatementSync
  private readonly write: StatementSync

  constructor(db: DatabaseSync) {
    this.versionOf = db.prepare('SELECT changes FROM usage_versions WHERE connection_id = ?')
    this.read = db.prepare('SELECT usage_version, fit FROM price_fits WHERE account_id = ?')
    this.write = db.prepare('INSERT OR REPLACE INTO price_fits (account_id, usage_version, fit) VALUES (?, ?, ?)')
  }

  /** The account's usage version now (0: never written). */
  version(accountId: string): number {
    return (this.versionOf.get(accountId) as { changes: number } | undefined)?.changes ?? 0
  }

  /** The fit kept for the account, if it was made at this usage version. */
  get(accountId: string, version: number): PriceEstimates | null {
    const row = this.read.get(accountId) as { usage_version: number; fit: string } | undefined
    return row && row.usage_version === version ? (JSON.parse(row.fit) as PriceEstimates) : null
  }

  put(accountId: string, version: number, fit: PriceEstimates): void {
    this.write.run(accountId, version, JSON.stringify(fit))
  }
}
