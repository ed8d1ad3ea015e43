import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { init, parse } from 'es-module-lexer'
import { transformSync } from 'esbuild'

export const ROOT = resolve(import.meta.dirname, '../../..')

/** Source files under `dir` (relative to the repo root), as repo-relative paths. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const entry of readdirSync(join(ROOT, d), { withFileTypes: true })) {
      const path = `${d}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path)
    }
  }
  walk(dir)
  return out.sort()
}

/** The relative module specifiers a TypeScript source imports (type-only imports included), resolved to repo-relative paths without extension. */
export async function importsOf(file: string, source = readFileSync(join(ROOT, file), 'utf8')): Promise<string[]> {
  await init
  // Keep type-only imports: they are edges of the design too (a type import of an internal is still a dependency).
  const js = transformSync(source.replace(/import type /g, 'import '), { loader: file.endsWith('x') ? 'tsx' : 'ts', format: 'esm', tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } } }).code
  const [imports] = parse(js)
  return imports
    .map((i) => i.n)
    .filter((n): n is string => n !== undefined && n.startsWith('.'))
    .map((n) => relative(ROOT, resolve(join(ROOT, dirname(file)), n)).replace(/\.(ts|tsx|mts|js|mjs)$/, ''))
}
