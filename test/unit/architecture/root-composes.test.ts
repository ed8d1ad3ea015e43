import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../support/architecture/imports'

/** The composition root's lint rule (eslint.config.js): core.ts and handlers.ts construct and connect, never decide. */
const eslint = new ESLint({ cwd: ROOT })
const ROOT_FILES = ['electron/services/app/core.ts', 'electron/services/app/handlers.ts']

/** The decisions the root's rule reports in `source` linted as `file`, as `line: source text`. */
async function decisions(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, file) })
  const lines = source.split('\n')
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${m.line}: ${lines[m.line - 1]?.trim()}`)
}

/** One planted decision a line, each of a kind the rule names. */
const PLANTED = [
  'if (options.shell === "browser") log("info", "browser")',
  'const base = connection ? connection.baseUrl : null',
  'switch (alert.kind) { default: }',
  'for (const c of connections) clients.drop(c)',
  'for (let i = 0; i < 3; i++) clients.drop(i)',
  'while (pending.length) pending.pop()',
  'const demo = connection.demo ?? false',
  'const keep = connection !== undefined && connection.demo',
  'const kind = connection?.kind',
  'options.log ??= () => undefined',
  'const gone = clients.filter((c) => !c.live)',
  'state.connections.forEach((c) => clients.drop(c))',
]

describe('the composition root only composes', { timeout: 60_000 }, () => {
  it('core.ts and handlers.ts as they are pass', async () => {
    for (const file of ROOT_FILES) expect(await decisions(file, readFileSync(join(ROOT, file), 'utf8')), file).toEqual([])
  })

  it('a planted if, ternary, switch, loop, &&/??/?., logical assignment or array search fails, in either file', async () => {
    const source = `${readFileSync(join(ROOT, ROOT_FILES[0]!), 'utf8')}\n${PLANTED.join('\n')}\n`
    const first = source.split('\n').length - PLANTED.length
    for (const file of ROOT_FILES) {
      const found = await decisions(file, source)
      expect(found, file).toEqual(PLANTED.map((line, i) => `${first + i}: ${line}`))
    }
  })

  it('the same code in a service is no violation: deciding is what services do', async () => {
    expect(await decisions('electron/services/balance/planted.ts', `${PLANTED.join('\n')}\n`)).toEqual([])
  })
})
