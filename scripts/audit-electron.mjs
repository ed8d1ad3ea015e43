#!/usr/bin/env node
// `npm run audit:electron`: electronegativity over the built app (out/). Fails on any HIGH or
// MEDIUM finding whose check is not justified in docs/SECURITY.md ("Justified audit findings").
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

if (!existsSync('out/main/index.js')) {
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const electronVersion = JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')).version
const report = join(mkdtempSync(join(tmpdir(), 'tally-audit-')), 'electronegativity.csv')
const run = spawnSync('npx', ['electronegativity', '-i', 'out', '-e', electronVersion, '-r', '-v', 'false', '-o', report], { encoding: 'utf8' })
if (!existsSync(report)) {
  console.error(run.stdout, run.stderr)
  console.error('audit:electron: electronegativity produced no report')
  process.exit(1)
}

const justified = new Map()
const security = readFileSync('docs/SECURITY.md', 'utf8')
const section = security.split(/^## Justified audit findings$/m)[1]?.split(/^## /m)[0] ?? ''
for (const match of section.matchAll(/^- `([A-Z_]+)`(?: in `([^`]+)`)?: (.+)$/gm)) justified.set(`${match[1]}|${match[2] ?? '*'}`, match[3])

const rows = readFileSync(report, 'utf8').trim().split('\n').slice(1).map(parseCsvLine)
const findings = rows.map(([check, severity, confidence, file, location]) => ({ check, severity, confidence, file, location }))
let failures = 0
console.log('check                         severity  confidence  where                          verdict')
for (const f of findings) {
  const reason = justified.get(`${f.check}|${f.file}`) ?? justified.get(`${f.check}|*`)
  const serious = f.severity === 'HIGH' || f.severity === 'MEDIUM'
  const verdict = !serious ? 'low: noted' : reason ? 'justified in docs/SECURITY.md' : 'NOT JUSTIFIED'
  if (serious && !reason) failures++
  console.log(`${f.check.padEnd(30)}${f.severity.padEnd(10)}${f.confidence.padEnd(12)}${`${f.file}:${f.location}`.padEnd(31)}${verdict}`)
}
console.log(`audit:electron: ${findings.length} findings, ${failures} HIGH/MEDIUM not justified`)
process.exit(failures ? 1 : 0)

function parseCsvLine(line) {
  const cells = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      cells.push(cell)
      cell = ''
    } else cell += ch
  }
  cells.push(cell)
  return cells.map((c) => c.trim())
}
