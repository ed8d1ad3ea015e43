import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'
import type { LedgerAccuracy, LedgerAnswerCosts, LedgerSplit } from '../../../shared/domain/ledger'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { startTestApp, type TestApp } from '../../support/core/test-app'
import { until, useSimApp } from '../../support/core/use-app'
import { FakeClock } from '../../support/fake-clock'
import { ledgerReads, reconciledFromScratch } from '../../support/ledger/kept-ledger'
import { useTmpDir } from '../../support/tmp-dir'

const startApp = useSimApp()
const makeTmpDir = useTmpDir()
const RANGE: UsageRange = { start: '2024-12-10', end: '2025-03-12' }

/** The ledger's reads through the app's IPC, as the window makes them (the CSV read back from where it was saved). */
function throughIpc(app: TestApp) {
  return {
    split: (_account: string | null, range: UsageRange) => app.invoke('ledger:split', range) as Promise<LedgerSplit>,
    accuracy: () => app.invoke('ledger:accuracy', {}) as Promise<LedgerAccuracy>,
    answerCosts: (_account: string | null, ids: readonly string[]) => app.invoke('ledger:answers', { ids: [...ids] }) as Promise<LedgerAnswerCosts>,
    exportCsv: async () => {
      await app.invoke('ledger:exportCsv', {})
      return { filename: '', rowCount: 0, csv: await readFile(join(app.dataDir, 'exports', 'tokentally-app-vs-account.csv'), 'utf8') }
    },
  }
}

describe('the kept reconciliation through the app and the simulator', () => {
  it('after answers, a usage sync, a deleted conversation and a restart, the app reads what a reconciliation from scratch gives', async () => {
    const dataDir = await makeTmpDir()
    const clock = new FakeClock('2025-03-10T12:00:00.000Z')
    const now = () => clock.now()
    const app = await startApp({ dataDir, clock, sim: { usageDelayMs: 0, usageChunk: false }, keychain: true })
    await app.settle()
    await app.value('usage:refresh', { start: RANGE.start, end: '2025-03-11', force: true })
    await app.settle()
    const params = { model: 'tally-nano', systemPrompt: 'Be brief.', maxOutputTokens: 40, temperature: null }
    const first = await app.value<{ id: string }>('conversations:create', { params })
    const second = await app.value<{ id: string }>('conversations:create', { params: { ...params, model: 'tally-mini' } })
    await app.value('chat:start', { requestId: 'a1', conversationId: first.id, action: 'send', content: 'Explain token buckets' })
    await app.ended('a1')
    await app.value('chat:start', { requestId: 'a2', conversationId: second.id, action: 'send', content: 'And leaky buckets?' })
    await app.ended('a2')
    await app.value('chat:start', { requestId: 'a3', conversationId: second.id, action: 'send', content: 'Which one for an API?' })
    await app.ended('a3')

    const { db } = openDatabase({ dataDir })
    try {
      const accountId = (await app.value<LedgerSplit>('ledger:split', RANGE)).accountId as string
      const ids = () => (db.prepare("SELECT id FROM messages WHERE role = 'assistant' AND account_id IS NOT NULL").all() as { id: string }[]).map((r) => r.id)
      await until(async () => ids().length === 3 && (await app.value<LedgerAnswerCosts>('ledger:answers', { ids: ids() })).perAnswer.length === 3)
      const scratch = async () => {
        const { wholeReads: _reads, ...out } = await reconciledFromScratch(db, await makeTmpDir(), accountId, RANGE, now)
        return out
      }

      const afterAnswers = await ledgerReads(throughIpc(app), db, accountId, RANGE)
      expect(afterAnswers.costs.perAnswer.map((p) => p.kind)).toEqual(['estimate', 'estimate', 'estimate'])
      expect(afterAnswers.split.byDay.find((d) => d.key === '2025-03-10')?.pending).toBe(true)
      expect(afterAnswers).toEqual(await scratch())

      // The next day, past the slack: the usage sync finds the day final (the simulator's own history spends on it too: estimated).
      await clock.advance(12 * 3_600_000 + 11 * 60_000)
      await app.value('usage:refresh', { start: '2025-03-10', end: '2025-03-12', force: true })
      await app.settle()
      const afterSync = await ledgerReads(throughIpc(app), db, accountId, RANGE)
      expect(afterSync.split.byDay.find((d) => d.key === '2025-03-10')?.pending).toBe(false)
      expect(afterSync).toEqual(await scratch())

      // A conversation is deleted: its answers leave the ledger.
      await app.value('conversations:delete', { id: second.id })
      const afterDelete = await ledgerReads(throughIpc(app), db, accountId, RANGE)
      expect(afterDelete.costs.perAnswer).toHaveLength(1)
      expect(afterDelete).toEqual(await scratch())

      // A restart on the same data: the same reads.
      await app.close()
      const again = await startTestApp({ dataDir, clock, secrets: createKeytarStore() })
      try {
        expect(await ledgerReads(throughIpc(again), db, accountId, RANGE)).toEqual(afterDelete)
      } finally {
        await again.close()
      }
    } finally {
      db.close()
    }
  })
})
