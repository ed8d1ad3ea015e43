import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { SettingsStore } from '../../../electron/services/settings/settings-store'
import { JsonFile } from '../../../electron/services/storage/json-file'
import { UsageCache } from '../../../electron/services/usage/usage-cache'
import { Settings } from '../../../shared/domain/settings'
import { readChatState } from '../../support/crash/crash-db-chat'
import { CONNECTION_ID, CONVERSATION_ID, USAGE_PAGE, USAGE_ROWS } from '../../support/crash/crash-shared'
import { seededRandom as prng } from '../../support/seeded-random'

/**
 * Crash safety of the stores on disk: a child process writes the usage cache (SQLite), the
 * settings and a chat conversation (JSON files: temp file, fsync, rename) through the real stores,
 * and a conversation in the database as streaming writes it (test/support/crash/crash-db-chat.ts), in a loop, and is
 * killed with SIGKILL at a random moment, 200 times on the same data directory. After every kill,
 * each file must open without being set aside as corrupt and hold the last state the child
 * reported as committed, or the one whose save was in flight.
 */

const KILLS = Number(process.env.TALLY_CRASH_KILLS ?? 200)
const SEED = Number(process.env.TALLY_CRASH_SEED ?? Date.now() % 2 ** 31)
const STORES = ['usage', 'settings', 'chat', 'dbchat'] as const
type Store = (typeof STORES)[number]
/** What a file holds: the state id the child wrote, or that there is no file yet. */
const MISSING = '(missing)'

interface RunLog {
  ready: boolean
  begun: Record<Store, string | null>
  committed: Record<Store, string | null>
  commits: number
  errors: string[]
}

function parseLog(text: string): RunLog {
  const log: RunLog = { ready: false, begun: { usage: null, settings: null, chat: null, dbchat: null }, committed: { usage: null, settings: null, chat: null, dbchat: null }, commits: 0, errors: [] }
  // Only whole lines count: a line cut by the kill was never fully reported.
  const lines = text.split('\n')
  lines.pop()
  for (const line of lines) {
    if (line === 'READY') log.ready = true
    else if (line.startsWith('E ')) log.errors.push(line)
    else {
      const m = /^([BC]) (usage|settings|chat|dbchat) (.+)$/.exec(line)
      if (!m) {
        log.errors.push(`unexpected output: ${line}`)
        continue
      }
      const [, kind, store, id] = m as unknown as [string, 'B' | 'C', Store, string]
      if (kind === 'B') log.begun[store] = id
      else {
        log.committed[store] = id
        log.commits++
      }
    }
  }
  return log
}

/** Opens every file through the app's own stores, the way the app does at start. */
async function readBack(dataDir: string): Promise<Record<Store, string>> {
  const settingsFile = await new JsonFile(join(dataDir, 'settings.json'), Settings, 1).load()
  if (settingsFile.status === 'corrupt') throw new Error(`settings.json was set aside as corrupt: ${settingsFile.reason}`)
  const settings = settingsFile.status === 'ok' ? settingsFile.value.alertThreshold ?? 'null' : MISSING
  // The store itself must agree (it falls back to defaults only when there is no file).
  const store = await SettingsStore.open({ dataDir })
  if (settingsFile.status === 'ok') expect(store.get().alertThreshold).toBe(settings)

  // The database must open as it is (never set aside), pass integrity_check and hold a whole page.
  const database = openDatabase({ dataDir })
  let usage = MISSING
  let dbchat: string
  let chat = MISSING
  try {
    if (database.setAside) throw new Error(`the database was set aside: ${database.setAside.reason} ${database.setAside.detail}`)
    expect(database.db.prepare('PRAGMA integrity_check').get(), 'integrity_check').toEqual({ integrity_check: 'ok' })
    const opened = await UsageCache.open(dataDir, CONNECTION_ID, database.db)
    const page = opened.cache.page(USAGE_PAGE)
    if (page) {
      expect(page.rows).toHaveLength(USAGE_ROWS)
      expect(opened.cache.historyStart).toBe('2024-06-01T00:00:00Z')
      usage = page.etag ?? MISSING
    }
    const chatState = readChatState(database.db)
    dbchat = chatState === '(missing)' || chatState === '(empty)' ? MISSING : chatState
    const chats = ConversationStore.openSync({ db: database.db })
    if (chats.has(CONVERSATION_ID)) {
      const conversation = chats.get(CONVERSATION_ID)
      chat = conversation.title
      // The conversation is whole: its last answer belongs to the title's turn, and nothing is 'streaming'.
      if (chat !== 'New chat') expect(conversation.messages.at(-1)?.id).toBe(`${chat}-a`)
      expect(conversation.messages.every((m) => m.status === 'complete')).toBe(true)
    }
  } finally {
    database.db.close()
  }
  return { usage, settings, chat, dbchat }
}

function runChild(bundle: string, dataDir: string, run: number, killAfterMs: number, afterReady: boolean): Promise<{ log: RunLog; exit: string }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [bundle, dataDir, String(run)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // V8's code cache for the bundle: later children start faster.
      env: { ...process.env, NODE_COMPILE_CACHE: join(bundleDir, 'compile-cache') },
    })
    let out = ''
    let err = ''
    let timer: NodeJS.Timeout | null = null
    const kill = () => child.kill('SIGKILL')
    if (!afterReady) timer = setTimeout(kill, killAfterMs)
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      const wasReady = out.includes('READY\n')
      out += chunk
      if (afterReady && !wasReady && out.includes('READY\n')) timer = setTimeout(kill, killAfterMs)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    // A child that never gets ready or never dies is a failure, not a hang.
    const guard = setTimeout(() => {
      kill()
      reject(new Error(`child did not finish (run ${run}); stderr: ${err.slice(0, 500)}`))
    }, 20_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(guard)
      if (timer) clearTimeout(timer)
      const log = parseLog(out)
      if (signal !== 'SIGKILL') log.errors.push(`exited by itself (code ${code}); stderr: ${err.slice(0, 500)}`)
      resolve({ log, exit: signal ?? String(code) })
    })
  })
}

let bundleDir = ''
let bundle = ''
let dataDir = ''

beforeAll(async () => {
  bundleDir = await mkdtemp(join(tmpdir(), 'tally-crash-bundle-'))
  bundle = join(bundleDir, 'crash-writer.cjs')
  // The child is the real store code bundled once (esbuild, already a dev dependency): a bundled
  // child starts in ~0.1 s where tsx needs ~0.5 s, which keeps 200 kills inside the time budget.
  await build({ entryPoints: [join(import.meta.dirname, '../../support/crash/crash-writer.ts')], bundle: true, minify: true, platform: 'node', format: 'cjs', target: 'node22', outfile: bundle, logLevel: 'silent' })
  dataDir = await mkdtemp(join(tmpdir(), 'tally-crash-data-'))
})

afterAll(async () => {
  await rm(bundleDir, { recursive: true, force: true })
  await rm(dataDir, { recursive: true, force: true })
})

describe('crash-safe storage', () => {
  it(`SIGKILL at random moments (${KILLS} times): every file opens and holds the last committed state or the one in flight`, async () => {
    const random = prng(SEED)
    let previous: Record<Store, string> = { usage: MISSING, settings: MISSING, chat: MISSING, dbchat: MISSING }
    const stats = { inFlightAtKill: 0, newStateSeen: 0, beforeReady: 0, commits: 0 }
    const started = Date.now()

    for (let run = 1; run <= KILLS; run++) {
      // Most kills land while the stores are writing; some while they are still opening their files.
      const afterReady = random() < 0.85
      const killAfterMs = afterReady ? Math.floor(random() * 150) : Math.floor(random() * 250)
      const { log } = await runChild(bundle, dataDir, run, killAfterMs, afterReady)
      const context = `run ${run} (seed ${SEED}, kill ${afterReady ? 'after READY' : 'after spawn'} +${killAfterMs} ms)`
      expect(log.errors, context).toEqual([])
      if (!log.ready) stats.beforeReady++
      stats.commits += log.commits

      const found = await readBack(dataDir).catch((err: unknown) => {
        throw new Error(`${context}: ${err instanceof Error ? err.message : String(err)}`)
      })
      for (const store of STORES) {
        const committed = log.committed[store] ?? previous[store]
        const inFlight = log.begun[store] !== null && log.begun[store] !== log.committed[store] ? log.begun[store] : null
        const acceptable = [committed, ...(inFlight ? [inFlight] : [])]
        expect(acceptable, `${context}: ${store} holds ${found[store]}`).toContain(found[store])
        if (inFlight) stats.inFlightAtKill++
        if (inFlight && found[store] === inFlight) stats.newStateSeen++
      }
      previous = found
    }

    const leftovers = (await readdir(dataDir, { recursive: true })).filter((name) => !/(^|\/)(settings\.json|tokentally\.db(-wal|-shm)?|chats|chats\/crash-conv\.json)$/.test(name))
    console.log(
      `crash-safe storage: ${KILLS} kills in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}); ${stats.commits} commits; ` +
        `${stats.inFlightAtKill} store writes in flight at a kill (${stats.newStateSeen} of them already visible); ${stats.beforeReady} kills before the stores were open; ` +
        `${leftovers.length} temp files left behind by killed writes`,
    )
    // The test only proves something if kills really interrupt writes.
    expect(stats.inFlightAtKill).toBeGreaterThan(KILLS / 2)
    expect(stats.commits).toBeGreaterThan(KILLS)
  }, 300_000)
})
