/**
 * renderer_initial_js_gzip_kb: the JavaScript the renderer loads before it can show anything:
 * the module scripts and modulepreloads of out/renderer/index.html plus everything they import
 * statically (recursively). Dynamic import() chunks (Chat, Settings, highlighting) are not counted.
 */
import { readFile } from 'node:fs/promises'
import { dirname, join, normalize, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { transform } from 'esbuild'
import { init, parse } from 'es-module-lexer'
import type { MetricResult } from './lib/report'
import { progress, round } from './lib/stats'
import { PAGE_START_FILE } from '../../scripts/vite/page-start'

export interface BundleFile {
  file: string
  bytes: number
  gzip: number
}

function entriesOf(html: string): string[] {
  const found: string[] = []
  for (const m of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) found.push(m[1] as string)
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g)) found.push(m[1] as string)
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) found.push(m[1] as string)
  return [...new Set(found)]
}

/** Every JS file loaded at startup, with static imports followed; lazy chunks listed apart. */
export async function initialScripts(rendererDir: string): Promise<{ initial: BundleFile[]; lazy: string[] }> {
  await init
  const html = await readFile(join(rendererDir, 'index.html'), 'utf8')
  const queue = entriesOf(html).map((src) => normalize(join(rendererDir, src)))
  const seen = new Set<string>()
  const lazy = new Set<string>()
  const initial: BundleFile[] = []
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    const code = await readFile(file)
    initial.push({ file: relative(rendererDir, file), bytes: code.length, gzip: gzipSync(code, { level: 9 }).length })
    const [imports] = parse(code.toString('utf8'))
    for (const imp of imports) {
      if (!imp.n || !imp.n.startsWith('.')) continue
      const target = normalize(join(dirname(file), imp.n))
      if (!target.endsWith('.js')) continue
      // d === -1: a static import or re-export; d >= 0: import(); d === -2: import.meta.
      if (imp.d === -1) queue.push(target)
      else if (imp.d >= 0) lazy.add(relative(rendererDir, target))
    }
  }
  return { initial, lazy: [...lazy].filter((f) => !initial.some((i) => i.file === f)) }
}

/**
 * Raw bytes per npm package or app folder, read from the `// node_modules/...` module markers an
 * unminified bundle carries (empty for a minified one).
 */
export function attribute(code: string): Array<{ source: string; kib: number }> {
  const sizes = new Map<string, number>()
  let current = '(bundle glue)'
  for (const line of code.split('\n')) {
    const marker = /^\/\/ ((?:\.\.\/)*(?:node_modules\/(?:@[^/]+\/)?[^/]+|renderer\/src\/[^/]+|shared\/[^/]+|[^ /]+))/.exec(line)
    if (marker) current = (marker[1] as string).replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '')
    sizes.set(current, (sizes.get(current) ?? 0) + line.length + 1)
  }
  return [...sizes.entries()].map(([source, n]) => ({ source, kib: round(n / 1024, 1) })).sort((a, b) => b.kib - a.kib)
}

export async function benchBundleSize(rendererDir: string): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  const { initial, lazy } = await initialScripts(rendererDir)
  const gzip = initial.reduce((n, f) => n + f.gzip, 0)
  const bytes = initial.reduce((n, f) => n + f.bytes, 0)
  const kb = round(gzip / 1024, 1)
  progress(`bundle: ${initial.length} initial scripts, ${round(bytes / 1024)} KiB raw, ${kb} KiB gzipped; lazy: ${lazy.join(', ') || 'none'}`)
  for (const f of initial) progress(`  ${f.file}: ${round(f.bytes / 1024)} KiB raw, ${round(f.gzip / 1024)} KiB gzip`)
  // For the report: where the bytes come from, and what minifying the same files would give.
  let minifiedGzip = 0
  const sources: Array<{ source: string; kib: number }> = []
  for (const f of initial) {
    const code = await readFile(join(rendererDir, f.file), 'utf8')
    sources.push(...attribute(code))
    const min = await transform(code, { minify: true, format: 'esm', loader: 'js', target: 'chrome120' })
    minifiedGzip += gzipSync(Buffer.from(min.code), { level: 9 }).length
  }
  const top = sources.sort((a, b) => b.kib - a.kib).slice(0, 8)
  // Not the first bundle, but asked for at start beside it (page-start.js): English's catalogue and the compiler.
  const languageAtStart = await languageChunksAtStart(rendererDir)
  progress(`  at start beside it, not counted: the shown language's catalogue and the compiler (English: ${languageAtStart.kib} KiB gzipped; ${languageAtStart.files.join(', ')})`)
  const minKib = round(minifiedGzip / 1024, 1)
  progress(`  largest sources (raw KiB): ${top.map((t) => `${t.source} ${t.kib}`).join(', ')}`)
  progress(`  the same files minified (esbuild) would be ${minKib} KiB gzipped`)
  return {
    result: { name: 'renderer_initial_js_gzip_kb', value: kb, note: `${initial.map((f) => `${f.file.replace('assets/', '')} ${round(f.gzip / 1024)}`).join(' + ')} KiB; raw ${round(bytes / 1024)} KiB; minified it would be ${minKib} KiB; asked for beside it at start (not counted): English's catalogue + the compiler ${languageAtStart.kib} KiB` },
    details: { files: initial, languageAtStart, lazy, rawKiB: round(bytes / 1024, 1), minifiedGzipKiB: minKib, largestSourcesRawKiB: top },
  }
}

/** The chunks page-start.js asks for at start when the language is English, gzipped. */
async function languageChunksAtStart(rendererDir: string): Promise<{ files: string[]; kib: number }> {
  const script = await readFile(join(rendererDir, PAGE_START_FILE), 'utf8').catch(() => '')
  const english = /"en":"([^"]+)"/.exec(script)?.[1]
  const compiler = JSON.parse(/var hrefs = (\[[^\]]*\])/.exec(script)?.[1] ?? '[]') as string[]
  const files = [...compiler, english].filter((f): f is string => f !== undefined)
  let gzip = 0
  for (const f of files) gzip += gzipSync(await readFile(join(rendererDir, f)), { level: 9 }).length
  return { files: files.map((f) => f.replace('./assets/', '')), kib: round(gzip / 1024, 1) }
}
