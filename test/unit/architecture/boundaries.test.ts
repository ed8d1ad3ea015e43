import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../support/architecture/imports'

/**
 * The layout's import rules (.dependency-cruiser.cjs) as `npm run lint:boundaries` runs them, on a copy of the
 * source: clean, then with one planted import per rule, each of which must be reported by its rule.
 */
const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string; comment: string }[]
  SERVICE_TIERS: string[][]
}
const RULES = config.forbidden.map((rule) => rule.name)

/** Rule → a new file and the import in it that breaks the rule (and no other). */
const PLANTED: Record<string, [file: string, source: string][]> = {
  'electron-only-in-main-and-preload': [['electron/services/desktop/planted.ts', "import { app } from 'electron'\nexport const a = app"]],
  'shells-share-only-through-host': [['electron/main/planted.ts', "export { openCommand } from '../browser/open-url'"]],
  'shells-share-only-through-host-browser': [['electron/browser/planted.ts', "export { guardWebContents } from '../main/window'"]],
  'host-below-the-shells': [['electron/host/planted.ts', "export { redact } from '../services/diagnostics/redact'"]],
  'services-never-import-shells': [['electron/services/app/planted.ts', "export { openCommand } from '../../browser/open-url'"]],
  'services-never-import-host': [['electron/services/usage/planted.ts', "export { safeExternalUrl } from '../../host/external-url'"]],
  'services-never-import-the-root': [['electron/services/guard/planted.ts', "export type { CoreOptions } from '../app/core-options'"]],
  'services-tier-1': [
    ['electron/services/time/planted.ts', "export type { ServiceClient } from '../api/service-client'"],
    // A subfolder placed higher than its parent (db/import-0.1) is above the parent's tier.
    ['electron/services/db/planted.ts', "export { importLegacyData } from './import-0.1/index'"],
  ],
  'services-tier-2': [['electron/services/settings/planted.ts', "export { AlertCenter } from '../balance/alert-center'"]],
  // The crossing #38 removed: the balance's alert center knowing the spend guard.
  'services-tier-3': [['electron/services/balance/planted.ts', "export type { GuardAlert } from '../guard/guard-alerts'"]],
  'services-tier-4': [['electron/services/prices/planted.ts', "export type { ConversationStore } from '../chat/conversation-store'"]],
  'services-tier-5': [['electron/services/chat/planted.ts', "export type { LedgerService } from '../ledger/ledger-service'"]],
  // #36: the advice reads the ledger's answers; the ledger never imports the advice.
  'services-tier-6': [['electron/services/ledger/planted.ts', "export type { AdviceService } from '../advice/advice-service'"]],
  'shared-imports-only-shared': [['shared/planted.ts', "export { CONTENT_SECURITY_POLICY } from '../electron/host/csp'"]],
  'views-use-queries': [['renderer/src/features/planted.tsx', "export { browserConnection } from '../transport/install'"]],
  'renderer-never-imports-main': [['renderer/src/queries/planted.ts', "export { CONTENT_SECURITY_POLICY } from '../../../electron/host/csp'"]],
  'stream-internals-are-the-runners': [['electron/services/batches/planted.ts', "export { streamChat } from '../answers/stream/chat-stream'"]],
  'simulator-shares-no-code': [['electron/sim/planted.ts', "export { formatMoney } from '../../shared/money'"]],
  'only-the-root-starts-the-simulator': [['electron/services/app/demo-planted.ts', "export { startSim } from '../../sim/index'"]],
}

/** `npm run lint:boundaries` in `dir` (its own command line, from package.json): its exit status and the violations it prints. */
function lintBoundaries(dir: string): { status: number | null; violations: string[] } {
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['lint:boundaries'] ?? ''
  const [command, ...args] = script.split(' ')
  expect(command).toBe('depcruise')
  const bin = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs')
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error || !/dependenc(y|ies) cruised/.test(run.stdout)) throw new Error(`depcruise did not run: ${run.error?.message ?? run.stderr}`)
  // "  error services-tier-3: electron/services/balance/planted.ts → electron/services/guard/guard-alerts.ts"
  const violations = [...run.stdout.matchAll(/^\s*error (\S+): (\S+) →/gm)].map((m) => `${m[1]}: ${m[2]}`)
  return { status: run.status, violations }
}

let copy = ''
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'tally-boundaries-'))
  for (const path of ['electron', 'shared', 'renderer/src', 'tsconfig.json', 'package.json', '.dependency-cruiser.cjs']) {
    cpSync(join(ROOT, path), join(copy, path), { recursive: true })
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir')
})
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('the layout’s import boundaries', { timeout: 60_000 }, () => {
  it('every rule has a planted violation here, and every service folder a tier', () => {
    expect(Object.keys(PLANTED).sort()).toEqual([...RULES].sort())
    const placed = new Set(config.SERVICE_TIERS.flat())
    const folders = readdirSync(join(ROOT, 'electron/services'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
    expect(folders.filter((f) => f !== 'app' && !placed.has(f))).toEqual([])
  })

  it('docs/ARCHITECTURE.md lists the rules as the check states them (names and comments, and the tiers)', () => {
    const doc = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8')
    const block = /<!-- boundaries:begin -->\n([\s\S]*?)\n<!-- boundaries:end -->/.exec(doc)?.[1]
    const tiers = config.SERVICE_TIERS.map((tier, i) => `${i + 1} (${tier.join(', ')})`).join('; ')
    const expected = [...config.forbidden.map((rule) => `- \`${rule.name}\`: ${rule.comment}`), `- Service tiers, bottom up: ${tiers}; above them the composition root (app/).`]
    expect(block?.split('\n')).toEqual(expected)
  })

  it('the source as it is passes', () => {
    expect(lintBoundaries(copy)).toEqual({ status: 0, violations: [] })
  })

  it('each planted import fails the check, reported by its own rule', () => {
    for (const [file, source] of Object.values(PLANTED).flat()) {
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      writeFileSync(join(copy, file), `${source}\n`)
    }
    const { status, violations } = lintBoundaries(copy)
    expect(status).not.toBe(0)
    const found = [...violations].sort()
    const planted = Object.entries(PLANTED)
      .flatMap(([rule, plants]) => plants.map(([file]) => `${rule}: ${file}`))
      .sort()
    expect(found).toEqual(planted)
  })
})
