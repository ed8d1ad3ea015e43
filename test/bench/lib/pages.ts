/** The bench's own pages (naive and streamdown chat baselines, usage chart) and the in-page probe, built with esbuild. */
import { join } from 'node:path'
import { build } from 'esbuild'
import { channelsDefine } from '../../../shared/ipc/contract'
import type { BenchPages } from './site'

const PAGES_DIR = join(import.meta.dirname, '..', 'pages')

const COMMON = {
  bundle: true,
  write: false,
  platform: 'browser',
  target: 'chrome120',
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"', ...channelsDefine() },
  logLevel: 'error',
} as const

function html(title: string, name: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${title}</title><link rel="stylesheet" href="${name}.css"></head><body><div id="root"></div><script src="${name}.js"></script></body></html>`
}

/** Builds a page entry (tsx + css imports) into <name>.html, <name>.js and <name>.css. */
async function page(name: string, title: string, pages: BenchPages): Promise<void> {
  const result = await build({ ...COMMON, entryPoints: { [name]: join(PAGES_DIR, `${name}.tsx`) }, format: 'iife', outdir: '/bench' })
  let css = ''
  for (const file of result.outputFiles) {
    if (file.path.endsWith('.js')) pages.set(`${name}.js`, { body: file.text, type: 'text/javascript; charset=utf-8' })
    else if (file.path.endsWith('.css')) css += file.text
  }
  pages.set(`${name}.css`, { body: css, type: 'text/css; charset=utf-8' })
  pages.set(`${name}.html`, { body: html(title, name), type: 'text/html; charset=utf-8' })
}

export async function buildBenchPages(): Promise<BenchPages> {
  const pages: BenchPages = new Map()
  await Promise.all([
    page('naive-chat', 'Naive chat baseline', pages),
    page('streamdown-chat', 'Streamdown chat baseline', pages),
    page('usage-chart', 'Usage chart bench', pages),
  ])
  return pages
}

let probe: Promise<string> | null = null
/** The probe (pages/probe.ts) as an init script. */
export function probeScript(): Promise<string> {
  probe ??= build({ ...COMMON, entryPoints: [join(PAGES_DIR, 'probe.ts')], format: 'iife' }).then((r) => r.outputFiles[0]?.text ?? '')
  return probe
}
