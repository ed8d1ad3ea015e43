/**
 * `npm run soak` (scripts/soak.mjs runs this with `node --expose-gc --import tsx`): a simulated
 * day of the app, then a table, test-results/soak/{soak-results.json,memory.png} and, as the last
 * line of stdout, one JSON object with the soak figures. Exit 1 when a target or a check is missed.
 *   --short            4 simulated hours, 16 chats, 2 compare runs (CI; under 3 minutes)
 *   --hours=N --chats=N --compares=N
 *   --accounts=4       #35: four accounts from the start (funded, debt, no plan, a router linked to the funded one)
 *   --snapshots        also a renderer heap snapshot at every sample, for its detached DOM nodes (slow)
 *   --no-heap-diff     no renderer heap snapshots at the baseline and the last hour (nor their diff)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chartHtml, memoryPanels } from './chart'
import { type DayResult, runDay } from './day'
import { type FullHeapSnapshot, type HeapDiff, diffSnapshots, diffSummary } from './heap-diff'
import { BASELINE_HOUR, figures, historyRowsPerDay, missedTargets, polling429s, targetsFor, windows } from './metrics'
import { FULL_DAY, type PlanOptions, SHORT_DAY, outageHour } from './plan'
import { launchBrowser } from './app'
import { figureTable, sampleTable } from './report'

const OUT_DIR = join(process.cwd(), 'test-results', 'soak')

function parseArgs(argv: string[]): PlanOptions & { snapshots: boolean; heapDiff: boolean; short: boolean; accounts: 1 | 4 } {
  const short = argv.includes('--short')
  const base = short ? SHORT_DAY : FULL_DAY
  const num = (name: string, fallback: number) => {
    const arg = argv.find((a) => a.startsWith(`--${name}=`))
    if (!arg) return fallback
    const n = Number(arg.slice(name.length + 3))
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number`)
    return n
  }
  const accounts = num('accounts', 1)
  if (accounts !== 1 && accounts !== 4) throw new Error('--accounts is 1 or 4')
  return { short, accounts, hours: num('hours', base.hours), chats: num('chats', base.chats), compares: num('compares', base.compares), snapshots: argv.includes('--snapshots'), heapDiff: !argv.includes('--no-heap-diff') }
}

/** The diff of the first and last heap snapshot of the day, written to `file`; null without two snapshots. */
async function writeHeapDiff(snapshots: DayResult['heapSnapshots'], file: string): Promise<HeapDiff | null> {
  const [first, last] = [snapshots[0], snapshots.at(-1)]
  if (!first || !last || first === last) return null
  const read = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as FullHeapSnapshot
  const diff = diffSnapshots(await read(first.file), await read(last.file), { baselineLabel: `hour ${first.hour}`, lastLabel: `hour ${last.hour}` })
  await writeFile(file, `${JSON.stringify(diff, null, 2)}\n`)
  return diff
}

function progress(line: string): void {
  process.stderr.write(`${line}\n`)
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2))
  progress(`soak: ${options.hours} simulated hours, ${options.chats} chats, ${options.compares} compare runs, ${options.accounts} account${options.accounts === 1 ? '' : 's'}${options.snapshots ? ', heap snapshots' : ''}`)
  const browser = await launchBrowser()
  try {
    await mkdir(OUT_DIR, { recursive: true })
    const suffix = `${options.short ? '-short' : ''}${options.accounts === 4 ? '-4-accounts' : ''}`
    const heapDiff = options.heapDiff ? { hours: [BASELINE_HOUR, options.hours], file: (hour: number) => join(OUT_DIR, `renderer-hour-${String(hour).padStart(2, '0')}${suffix}.heapsnapshot`) } : null
    const day = await runDay({ ...options, heapDiff, browser, progress })
    const values = figures(day.samples, polling429s(day.statuses))
    const targets = targetsFor(day.polledAccounts)
    const missed = missedTargets(values, targets)
    const { late: lateSamples } = windows(day.samples)
    const diffFile = join(OUT_DIR, `heap-diff${suffix}.json`)
    const diff = await writeHeapDiff(day.heapSnapshots, diffFile)

    const hours = day.samples.map((s) => s.hour)
    const title = `Tokentally soak: ${options.hours} simulated hours, ${day.chats} chats, ${day.compares} compare runs, ${options.accounts} account${options.accounts === 1 ? '' : 's'}`
    const html = chartHtml(title, memoryPanels(day.samples), hours, { baseline: BASELINE_HOUR, lateFrom: lateSamples[0]?.hour ?? BASELINE_HOUR, outage: outageHour(options.hours) + 10 / 60 })
    const page = await browser.newPage({ viewport: { width: 1100, height: 820 } })
    await page.setContent(html)
    const chart = join(OUT_DIR, `memory${suffix}.png`)
    await page.screenshot({ path: chart, fullPage: true })
    await page.close()

    await writeFile(join(OUT_DIR, `soak-results${suffix}.json`), `${JSON.stringify({ options: { ...options }, figures: values, missed, day }, null, 2)}\n`)

    console.log(`\nSoak: ${options.hours} simulated hours in ${day.realSeconds} s real time; ${day.chats} chats, ${day.compares} compare runs, ${day.searches} searches`)
    console.log(`Real seconds by activity: ${JSON.stringify(day.timing)}`)
    console.log(`Samples (after forced GC; requests are those of the hour before the sample):\n${sampleTable(day.samples)}`)
    const history = historyRowsPerDay(day.samples)
    const [firstSample, lastSample] = [day.samples[0], day.samples.at(-1)]
    console.log(
      `\nBalance history (balance_readings): ${firstSample?.historyRows} rows at hour ${firstSample?.hour}, ${lastSample?.historyRows} at hour ${lastSample?.hour} ` +
        `(+${history.added}; ${lastSample?.historyRecentRows} of them less than an hour old, not thinned yet); ≈ ${history.perDay} rows per simulated day`,
    )
    console.log(`Balance on the Dashboard during the outage: ${day.balanceChecks.map((c) => c.text ?? 'none').join(', ')}`)
    console.log(`Responses by endpoint: ${JSON.stringify(day.statuses)}`)
    console.log(`\nFigures (baseline: hour ${BASELINE_HOUR}; later half: hours ${lateSamples[0]?.hour}–${lateSamples.at(-1)?.hour}):\n${figureTable(values, targets)}`)
    console.log(`Chart: ${chart}`)
    if (diff) console.log(`\n${diffSummary(diff)}\nHeap diff: ${diffFile} (snapshots: ${day.heapSnapshots.map((s) => s.file).join(', ')})`)
    if (day.problems.length > 0) console.log(`\nChecks failed (${day.problems.length}):\n${day.problems.map((p) => `  - ${p}`).join('\n')}`)
    else console.log('\nChecks: every chat saved as streamed, balance never shown as zero, no network from the renderer')
    if (missed.length > 0) console.log(`Targets missed: ${missed.join(', ')}`)
    console.log(JSON.stringify(values))
    return missed.length > 0 || day.problems.length > 0 ? 1 : 0
  } finally {
    await browser.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
