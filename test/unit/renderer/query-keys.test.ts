import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFilesUnder } from '../../support/architecture/imports'

/** Every react-query key is made in renderer/src/queries/keys.ts; anywhere else a key is written, invalidation can miss it. */
const SRC = resolve(import.meta.dirname, '../../../renderer/src')
const KEYS = 'queries/keys.ts'
const CACHE_METHOD = /^(get|set|ensure|fetch|prefetch)Query(Data|State)?$|^(get|set|invalidate|remove|refetch|cancel|reset|fetch)Queries(Data)?$|^(fetch|prefetch|ensure)(Infinite)?Query(Data)?$/

/** `file: line: what` for every key written outside keys.ts. */
export function keysWrittenOutside(file: string, source: string): string[] {
  if (file === KEYS) return []
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const at = (node: ts.Node, what: string) => found.push(`${file}:${parsed.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`)
  const arrays = (node: ts.Node): boolean => ts.isArrayLiteralExpression(node) || (ts.forEachChild(node, (child) => (arrays(child) ? true : undefined)) ?? false)
  const isKeyElement = (node: ts.Node) => ts.isElementAccessExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'queryKey'
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'queryKey' && arrays(node.initializer)) at(node, `queryKey: ${node.initializer.getText()}`)
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && CACHE_METHOD.test(node.expression.name.text) && node.arguments[0] && ts.isArrayLiteralExpression(node.arguments[0])) {
      at(node, `${node.expression.name.text}(${node.arguments[0].getText()})`)
    }
    if (ts.isBinaryExpression(node) && ((isKeyElement(node.left) && ts.isStringLiteral(node.right)) || (isKeyElement(node.right) && ts.isStringLiteral(node.left)))) at(node, node.getText())
    ts.forEachChild(node, visit)
  }
  visit(parsed)
  return found
}

describe('every query key in queries/keys.ts', () => {
  it('no other renderer file writes one', () => {
    const files = sourceFilesUnder(SRC)
    expect(files.length).toBeGreaterThan(50)
    expect(files.flatMap((path) => keysWrittenOutside(relative(SRC, path).replaceAll('\\', '/'), readFileSync(path, 'utf8')))).toEqual([])
  })

  it('the check finds a key written in place (it can fail)', () => {
    const planted = [
      "useQuery({ queryKey: ['batches', 'one', id], queryFn })",
      "useQuery({ queryKey: range ? queryKeys.usage(range.start, range.end) : ['usage', 'none'], queryFn })",
      "useQuery({ queryKey: [...queryKeys.ledgerAll, 'today', day], queryFn })",
      "client.removeQueries({ queryKey: ['conversation'] })",
      "client.setQueryData(['batches', 'one', batch.id], batch)",
      "client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'connections' })",
    ].join('\n')
    expect(keysWrittenOutside('queries/batches.ts', planted).map((f) => f.split(': ')[0])).toEqual([
      'queries/batches.ts:1',
      'queries/batches.ts:2',
      'queries/batches.ts:3',
      'queries/batches.ts:4',
      'queries/batches.ts:5',
      'queries/batches.ts:6',
    ])
    expect(keysWrittenOutside(KEYS, planted)).toEqual([])
  })
})
