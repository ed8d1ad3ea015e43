import { join } from 'node:path'
import { z } from 'zod'
import { JsonFile } from '../storage/json-file'
import { keyIsCurrent } from './guard-alerts'

const Log = z.record(z.string(), z.array(z.string()))
type Log = z.infer<typeof Log>

/**
 * Which budget and spike alerts were given, per account, in `<dataDir>/guard-alerts.json`: an
 * alert is said once per crossing per period even across restarts. Keys of past periods are pruned.
 */
export class AlertLog {
  private constructor(
    private readonly file: JsonFile<typeof Log>,
    private log: Log,
  ) {}

  /** `name`: #35's project budgets keep their own file beside the accounts'. */
  static async open(dataDir: string, name = 'guard-alerts.json'): Promise<AlertLog> {
    const file = new JsonFile(join(dataDir, name), Log, 1)
    const loaded = await file.load()
    return new AlertLog(file, loaded.status === 'ok' ? loaded.value : {})
  }

  given(accountId: string): ReadonlySet<string> {
    return new Set(this.log[accountId] ?? [])
  }

  /** Records keys as given (and drops those of past periods); written to disk before it resolves. */
  async record(accountId: string, keys: readonly string[], day: string): Promise<void> {
    const kept = (this.log[accountId] ?? []).filter((k) => keyIsCurrent(k, day))
    const next = [...new Set([...kept, ...keys])]
    this.log = { ...this.log, [accountId]: next }
    await this.file.save(this.log)
  }

  async forget(accountId: string): Promise<void> {
    if (!(accountId in this.log)) return
    const { [accountId]: _gone, ...rest } = this.log
    this.log = rest
    await this.file.save(this.log)
  }
}
