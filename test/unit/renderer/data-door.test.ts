import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFilesUnder } from '../../support/architecture/imports'

/**
 * One data door: only `renderer/src/queries/` (with the live-answers store in it) calls main
 * through the bridge; features, components and UI stores use the named hooks there and read errors
 * with `queries/errors.ts`, never importing `ipc.ts` at all. The bridge is installed by main.tsx and
 * TallyProvider.tsx (ipc.ts holds it, boot.ts starts the first reads).
 */
const SRC = resolve(import.meta.dirname, '../../../renderer/src')
const IPC_MODULE = join(SRC, 'ipc')
const BRIDGE_MODULES = [IPC_MODULE, join(SRC, 'TallyProvider')]
const BRIDGE_NAMES = new Set(['useTally'])
// transport/install.ts builds the bridge over browser mode's WebSocket when there is no preload (it installs, never calls).
const ALLOWED = [/^queries\//, /^(ipc|main|boot)\.tsx?$/, /^TallyProvider\.tsx$/, /^transport\/install\.ts$/]

interface Finding {
  file: string
  line: number
  what: string
}

/** Every way `file` (a path under renderer/src) reaches for the bridge outside the data door. */
export function doorViolations(file: string, source: string): Finding[] {
  if (ALLOWED.some((rule) => rule.test(file))) return []
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const findings: Finding[] = []
  const at = (node: ts.Node, what: string) => findings.push({ file, line: parsed.getLineAndCharacterOfPosition(node.getStart()).line + 1, what })
  const moduleOf = (specifier: ts.Expression) =>
    ts.isStringLiteral(specifier) && specifier.text.startsWith('.') ? resolve(dirname(join(SRC, file)), specifier.text).replace(/\.tsx?$/, '') : null
  const isBridgeModule = (specifier: ts.Expression) => BRIDGE_MODULES.includes(moduleOf(specifier) ?? '')
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && moduleOf(node.moduleSpecifier) === IPC_MODULE) at(node, `imports ${node.moduleSpecifier.getText()}`)
    else if (ts.isImportDeclaration(node) && isBridgeModule(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) at(node, `imports * from ${node.moduleSpecifier.getText()}`)
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text
          if (BRIDGE_NAMES.has(name)) at(element, `imports ${name} from ${node.moduleSpecifier.getText()}`)
        }
      }
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && isBridgeModule(node.moduleSpecifier)) at(node, `re-exports from ${node.moduleSpecifier.getText()}`)
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && isBridgeModule(node.arguments[0])) at(node, 'imports the bridge module dynamically')
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'tally' && node.expression.getText() === 'window') at(node, 'reads window.tally')
    ts.forEachChild(node, visit)
  }
  visit(parsed)
  return findings
}

describe('one data door', () => {
  it('no feature, component or UI store imports ipc.ts or useTally, or reads window.tally', () => {
    const files = sourceFilesUnder(SRC)
    expect(files.length).toBeGreaterThan(50)
    const findings = files.flatMap((path) => doorViolations(relative(SRC, path).replaceAll('\\', '/'), readFileSync(path, 'utf8')))
    expect(findings).toEqual([])
  })

  it('the check finds each way around the door', () => {
    const component = [
      "import { appErrorOf } from '../../ipc'",
      "import { unwrap as open } from '../../ipc'",
      "import { useTally } from '../../TallyProvider'",
      "import * as ipc from '../../ipc'",
      "export { tally } from '../../ipc'",
      'export const Save = () => <button onClick={() => void import("../../ipc")}>{String(window.tally)}</button>',
      "import type { TallyApi } from '../../ipc'",
    ].join('\n')
    expect(doorViolations('features/settings/Save.tsx', component).map((f) => [f.line, f.what])).toEqual([
      [1, "imports '../../ipc'"],
      [2, "imports '../../ipc'"],
      [3, "imports useTally from '../../TallyProvider'"],
      [4, "imports '../../ipc'"],
      [5, "re-exports from '../../ipc'"],
      [6, 'imports the bridge module dynamically'],
      [6, 'reads window.tally'],
      [7, "imports '../../ipc'"],
    ])
    expect(doorViolations('stores/chat.ts', "import { tally } from '../ipc'")).toHaveLength(1)
    expect(doorViolations('components/ErrorNotice.tsx', "import { appErrorOf } from '../ipc'")).toHaveLength(1)
  })

  it('leaves the door itself, the error helpers and other modules alone', () => {
    expect(doorViolations('queries/chat.ts', "import { tally } from '../ipc'\nimport { unwrap } from './errors'")).toEqual([])
    expect(doorViolations('main.tsx', "import { installBridge } from './ipc'\nconst bridge = window.tally")).toEqual([])
    expect(doorViolations('features/chat/ChatView.tsx', "import { appErrorOf } from '../../queries/errors'\nimport { tally } from './tally'")).toEqual([])
  })
})
