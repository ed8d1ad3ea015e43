import { migrations } from '../../../electron/services/db/migrations'
import { openDatabase } from '../../../electron/services/db/open-database'

/** The app's database in `dataDir` as an older app left it: only the migrations up to `version` run (migration tests). */
export function openDatabaseAtVersion(dataDir: string, version: number): ReturnType<typeof openDatabase> {
  return openDatabase({ dataDir, migrations: migrations.filter((m) => m.version <= version) })
}
