#!/usr/bin/env node
// `npm test`: typecheck, lint (ESLint, then no import cycles, then the layout's import boundaries: .dependency-cruiser.cjs), unit + integration (vitest), build, the shipped bundles
// (vitest project `shipped`: out/main and out/preload under the Electron stand-in), E2E on the chromium target.
// Prints each runner's counts and, last, one line with the totals.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const resultsDir = join(process.cwd(), 'test-results')
mkdirSync(resultsDir, { recursive: true })
const vitestJson = `${resultsDir}/vitest.json`
const shippedJson = `${resultsDir}/vitest-shipped.json`
const playwrightJson = `${resultsDir}/playwright.json`
rmSync(vitestJson, { force: true })
rmSync(shippedJson, { force: true })
rmSync(playwrightJson, { force: true })

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['lint: import cycles', 'npm', ['run', '--silent', 'lint:cycles']],
  ['lint: import boundaries', 'npm', ['run', '--silent', 'lint:boundaries']],
  ['unit + integration', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]],
  ['build', 'npx', ['electron-vite', 'build']],
  ['shipped bundles', 'npx', ['vitest', 'run', '--project', 'shipped', '--reporter=default', '--reporter=json', `--outputFile=${shippedJson}`]],
  ['e2e (chromium)', 'npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts'], { PW_JSON_OUTPUT: playwrightJson, E2E_TARGET: 'chromium' }],
]

const only = process.argv.slice(2)
const failed = []
for (const [name, cmd, args, env] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`=== ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
  if (run.status !== 0) failed.push(name)
}

let passed = 0
let failedTests = 0
let skipped = 0
for (const [name, file] of [['vitest', vitestJson], ['vitest (shipped)', shippedJson]]) {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8'))
    console.log(`${name}: ${v.numPassedTests} passed, ${v.numFailedTests} failed, ${v.numPendingTests + v.numTodoTests} skipped`)
    passed += v.numPassedTests
    failedTests += v.numFailedTests
    skipped += v.numPendingTests + v.numTodoTests
  } catch {
    console.log(`${name}: no results (it did not run or crashed)`)
  }
}
try {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8'))
  const s = p.stats
  console.log(`playwright: ${s.expected} passed, ${s.unexpected} failed, ${s.skipped} skipped, ${s.flaky} flaky`)
  passed += s.expected + s.flaky
  failedTests += s.unexpected
  skipped += s.skipped
} catch {
  console.log('playwright: no results (it did not run or crashed)')
}
if (failed.length) console.log(`failed steps: ${failed.join(', ')}`)
console.log(`${passed} passed, ${failedTests + (failed.length && !failedTests ? failed.length : 0)} failed, ${skipped} skipped`)
process.exit(failed.length ? 1 : 0)
