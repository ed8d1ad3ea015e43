import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, sourceFilesUnder } from '../../support/architecture/imports'

/**
 * Tests start the app one way: the whole app through the harness (test/support/core/test-app.ts, use-app.ts),
 * a single service through the builders beside it (support/chat, support/balance). And one fake clock: FakeClock
 * (test/support/fake-clock.ts), which the bench's VirtualTime extends.
 */
const BY_HAND = [
  { what: 'builds createCore by hand', pattern: /\bcreateCore\s*\(/ },
  { what: 'builds an AnswerRunner by hand', pattern: /\bnew\s+AnswerRunner\s*\(/ },
  { what: 'builds a BalanceService by hand', pattern: /\bnew\s+BalanceService\s*\(/ },
]
// This file plants each violation below.
const SELF = 'unit/architecture/test-harness.test.ts'
const CLOCK_CLASS = /\bclass\s+(\w*(?:Clock|Time)\w*)\b(?:\s+extends\s+(\w+))?/g

/** `file: what` for every way around the harness or the one clock in `source` (a path under test/). */
export function harnessViolations(file: string, source: string): string[] {
  const found: string[] = []
  if (!file.startsWith('support/')) for (const rule of BY_HAND) if (rule.pattern.test(source)) found.push(`${file}: ${rule.what}`)
  for (const [, name, base] of source.matchAll(CLOCK_CLASS)) {
    const theOne = file === 'support/fake-clock.ts' && name === 'FakeClock'
    const extendsIt = base === 'FakeClock' || base === 'VirtualTime'
    if (!theOne && !extendsIt) found.push(`${file}: a second fake clock class ${name}`)
  }
  return found
}

describe('one way to start the app in tests, one fake clock', () => {
  it('no test builds createCore, an AnswerRunner or a BalanceService by hand, and no other fake clock class exists', () => {
    const dir = join(ROOT, 'test')
    const files = sourceFilesUnder(dir)
    expect(files.length).toBeGreaterThan(200)
    const scanned = files.map((path) => relative(dir, path).replaceAll('\\', '/')).filter((file) => file !== SELF)
    expect(scanned.flatMap((file) => harnessViolations(file, readFileSync(join(dir, file), 'utf8')))).toEqual([])
  })

  it('the check finds each (it can fail)', () => {
    const planted = [
      "const core = await createCore({ dataDir, secrets, emit })",
      'const answers = new AnswerRunner({ store, emit, clock })',
      'const balance = new BalanceService({ clock, cache })',
      'export class FakeClock { now = () => 0 }',
    ].join('\n')
    expect(harnessViolations('integration/compare/compare-sim.test.ts', planted)).toEqual([
      'integration/compare/compare-sim.test.ts: builds createCore by hand',
      'integration/compare/compare-sim.test.ts: builds an AnswerRunner by hand',
      'integration/compare/compare-sim.test.ts: builds a BalanceService by hand',
      'integration/compare/compare-sim.test.ts: a second fake clock class FakeClock',
    ])
    expect(harnessViolations('support/sim/sim-helpers.ts', 'export class SimClock {}')).toEqual(['support/sim/sim-helpers.ts: a second fake clock class SimClock'])
    // The harness itself builds them; the bench's clock builds on the one.
    expect(harnessViolations('support/core/test-app.ts', planted.split('\n').slice(0, 3).join('\n'))).toEqual([])
    expect(harnessViolations('bench/lib/virtual-time.ts', 'export class VirtualTime extends FakeClock {}')).toEqual([])
  })
})
