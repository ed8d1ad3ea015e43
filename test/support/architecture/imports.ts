import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { init, parse } from 'es-module-lexer'
import { transformSync } from 'esbuild'

export const ROOT = resolve(import.meta.dirname, '../../..')

/** Every TypeScript source below `dir` (an absolute path), .d.ts files left out. */
export function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFilesUnder(path)
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/**
 * What a source needs at run time: its static value imports (imports used only as types are
 * dropped, as the bundler drops them; `import()` is a separate chunk and not followed), relative
 * ones resolved to repo-relative paths without extension, packages by name.
 */
export async function runtimeImportsOf(file: string, source = readFileSync(join(ROOT, file), 'utf8')): Promise<{ files: string[]; packages: string[] }> {
  await init
  const js = transformSync(source, { loader: file.endsWith('x') ? 'tsx' : 'ts', format: 'esm', jsx: 'automatic', tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: false } } }).code
  const [imports] = parse(js)
  const files: string[] = []
  const packages: string[] = []
  for (const i of imports) {
    // d === -1: a static import or re-export (>= 0: import(), -2: import.meta).
    if (i.d !== -1 || i.n === undefined) continue
    if (i.n.startsWith('.')) files.push(relative(ROOT, resolve(join(ROOT, dirname(file)), i.n)).replace(/\.(ts|tsx|mts|js|mjs)$/, ''))
    else if (!i.n.endsWith('.css')) packages.push(i.n.split('/').slice(0, i.n.startsWith('@') ? 2 : 1).join('/'))
  }
  return { files, packages }
}

/** Resolves a repo-relative module path without extension to its source file (or an index file). */
export function sourceFileOf(path: string): string | null {
  for (const candidate of [`${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`, path]) {
    try {
      if (statSync(join(ROOT, candidate)).isFile()) return candidate
    } catch {
      // not this one
    }
  }
  return null
}

/** Every package a set of entry files loads at run time through static imports, with one import path to each. */
export async function packagesLoadedBy(entries: string[], read?: (file: string) => string | undefined): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>()
  const seen = new Set<string>()
  const queue: Array<{ file: string; path: string[] }> = entries.map((file) => ({ file, path: [file] }))
  while (queue.length > 0) {
    const { file, path } = queue.shift() as { file: string; path: string[] }
    if (seen.has(file)) continue
    seen.add(file)
    const { files, packages } = await runtimeImportsOf(file, read?.(file) ?? readFileSync(join(ROOT, file), 'utf8'))
    for (const pkg of packages) if (!found.has(pkg)) found.set(pkg, [...path, pkg])
    for (const target of files) {
      const next = read?.(target) !== undefined ? target : sourceFileOf(target)
      if (next && !next.endsWith('.css')) queue.push({ file: next, path: [...path, next] })
    }
  }
  return found
}
