import type { OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { LOCALES, intlTagOf } from '../../shared/i18n/locales'
import { SOCKET_PATH } from '../../shared/ipc/socket-protocol'
import { STARTUP_CALLS, STARTUP_USAGE_CALL } from '../../shared/ipc/startup-calls'

/** The page's first script (async): browser mode's socket, then the language's chunks. */
export const PAGE_START_FILE = 'page-start.js'
/** renderer/src/i18n.ts's remembered language (the last one shown). */
const REMEMBERED = 'tokentally.language'

/**
 * Browser mode: opens the WebSocket to main while the app's bundle is still loading, and sends the
 * first screen's calls (shared/ipc/startup-calls.ts) as soon as it opens, unless the bundle took the
 * socket over first: their answers wait for the app's own identical calls
 * (renderer/src/transport/websocket.ts adopts the socket, what it got and what it sent). In the
 * desktop app the preload has already set window.tally: nothing to do. Plain ES5 (a classic script).
 */
export function earlySocketScript(): string {
  return `;(function () {
  if (window.tally) return
  var early = []
  var socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '${SOCKET_PATH}')
  var state = { socket: socket, early: early, calls: [], adopted: false }
  socket.onmessage = function (event) {
    early.push(event.data)
  }
  socket.addEventListener('open', function () {
    if (state.adopted) return
    var now = new Date()
    var day = function (ms) { return new Date(ms).toISOString().slice(0, 10) }
    var today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
    var calls = ${JSON.stringify(STARTUP_CALLS)}.map(function (channel) { return { channel: channel, args: {} } })
    calls.push({ channel: '${STARTUP_USAGE_CALL}', args: { start: day(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), end: day(today + 86400000) } })
    for (var i = 0; i < calls.length; i++) {
      var call = { id: i + 1, channel: calls[i].channel, args: calls[i].args }
      socket.send(JSON.stringify(call))
      state.calls.push(call)
    }
  })
  window.__tallyEarlySocket = state
})()
`
}

/**
 * The page's classic script that asks for the shown language's catalogue chunk and the ICU compiler
 * (`<link rel="modulepreload">`) as soon as the page starts, while the app's bundle loads and runs:
 * boot.ts asks for them only once that bundle has run, and the first render waits for them
 * (startup_to_cached_data_ms). The language is picked as i18n.ts's startLanguage picks it: the last
 * one shown, else the first of the browser's (the OS's in the desktop app) we speak, else English.
 * Only a hint: boot.ts imports the same chunks either way. It runs the compiler and the catalogue
 * (a dynamic import) and builds one currency and one date format in that language, so ICU's data is
 * loaded before the first render needs it. Plain ES5 but for import() (a classic script).
 */
export function languageStartScript(chunks: Readonly<Record<string, string>>, compiler: readonly string[]): string {
  return `;(function () {
  var chunks = ${JSON.stringify(chunks)}
  var locales = ${JSON.stringify(LOCALES)}
  var TAGS = ${JSON.stringify(Object.fromEntries(LOCALES.map((l) => [l, intlTagOf(l)])))}
  function pick() {
    var remembered = null
    try { remembered = localStorage.getItem(${JSON.stringify(REMEMBERED)}) } catch (e) {}
    if (remembered === 'pseudo') return 'en'
    if (remembered && chunks[remembered]) return remembered
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]
    for (var i = 0; i < wanted.length; i++) {
      var tag = String(wanted[i]).toLowerCase()
      for (var j = 0; j < locales.length; j++) if (locales[j].toLowerCase() === tag) return locales[j]
      var language = tag.split(/[-_]/)[0]
      for (var k = 0; k < locales.length; k++) if (locales[k].split('-')[0] === language) return locales[k]
    }
    return 'en'
  }
  var shown = pick()
  var hrefs = ${JSON.stringify(compiler)}.concat([chunks[shown]])
  for (var n = 0; n < hrefs.length; n++) {
    if (!hrefs[n]) continue
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = hrefs[n]
    document.head.appendChild(link)
  }
  // Runs the compiler's chunk and the catalogue now, while the app's bundle is still being parsed
  // (off this thread): the first render then does not wait for them after that bundle has run.
  // Neither imports the bundle; boot.ts's imports of the same files find them evaluated.
  var early = [${JSON.stringify(compiler[0] ?? '')}, chunks[shown]]
  for (var m = 0; m < early.length; m++) {
    try {
      if (early[m]) import(early[m]).catch(function () {})
    } catch (e) {}
  }
  // ICU's data for the language, loaded while the bundle is parsed off this thread: a page's first
  // Intl.NumberFormat costs 15-30 ms and its first DateTimeFormat ~5 ms, else paid in the first
  // render (every amount and date on the dashboard). In a task of its own, after this one: the
  // requests above go out when this task ends.
  setTimeout(function () {
    try {
      var tag = TAGS[shown] || 'en-US'
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(1)
      new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(0)
    } catch (e) {}
  }, 0)
})()
`
}

type ChunkInfo = Pick<OutputChunk, 'fileName' | 'facadeModuleId' | 'imports' | 'isEntry'>

/**
 * page-start.js runs the compiler and the catalogues before the app's bundle has run: none of
 * them may import that bundle (the entry and the chunks it imports), even through another chunk: it
 * would run from there, before its own script tag. The bundler's runtime helpers have no effects.
 * Returns each offending chunk with the bundle's chunks it reaches.
 */
export function earlyChunksImportingTheBundle(chunks: readonly ChunkInfo[]): Array<{ chunk: string; imports: string[] }> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const firstScreen = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]))
  const reaches = (name: string, seen: Set<string>): string[] => {
    if (seen.has(name)) return []
    seen.add(name)
    return (byName.get(name)?.imports ?? []).flatMap((dep) => [...(firstScreen.has(dep) && !/(^|\/)rolldown-runtime-/.test(dep) ? [dep] : []), ...reaches(dep, seen)])
  }
  return chunks.flatMap((c) => {
    const id = c.facadeModuleId?.replaceAll('\\', '/') ?? ''
    const early = id.endsWith('/shared/i18n/compile.ts') || /\/shared\/i18n\/bundles\/[A-Za-z-]+\.ts$/.test(id)
    const imports = early ? [...new Set(reaches(c.fileName, new Set()))] : []
    return imports.length > 0 ? [{ chunk: c.fileName, imports }] : []
  })
}

/** In renderer/index.html: where the build puts the script. */
export const PAGE_START_MARKER = '<!-- page-start.js -->'

/**
 * Vite (build only): writes page-start.js (browser mode's early socket and first calls, then the language's chunks
 * from the bundle's chunk names) and loads it first from index.html. One script, not two: an async
 * script runs when the main thread gets to it, and a second one (the socket's) ran ~100 ms after it
 * had arrived, behind the chunks this one starts; the socket's handshake then ended after the
 * bundle had run, and the first screen's calls waited for it.
 */
export function pageStart(): Plugin {
  return {
    name: 'tokentally-page-start',
    apply: 'build',
    // Where index.html's marker stands: before every other script and preload of the page (after the
    // CSP meta). With six connections per host, a tag at the end of <head> was fetched last, and the
    // catalogue's request waited for it.
    transformIndexHtml(html) {
      if (!html.includes(PAGE_START_MARKER)) this.error(`page-start: index.html has no ${PAGE_START_MARKER}`)
      return html.replace(PAGE_START_MARKER, `<script src="./${PAGE_START_FILE}" async></script>`)
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {}
      let compile: OutputChunk | null = null
      const firstScreen = new Set<string>()
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue
        if (file.isEntry) for (const name of [file.fileName, ...file.imports]) firstScreen.add(name)
        if (!file.facadeModuleId) continue
        const id = file.facadeModuleId.replaceAll('\\', '/')
        const locale = /\/shared\/i18n\/bundles\/([A-Za-z-]+)\.ts$/.exec(id)?.[1]
        if (locale) chunks[locale] = `./${file.fileName}`
        if (id.endsWith('/shared/i18n/compile.ts')) compile = file
      }
      const missing = LOCALES.filter((l) => !(l in chunks))
      if (missing.length > 0 || compile === null) this.error(`page-start: no chunk for ${[...missing, ...(compile ? [] : ['the compiler'])].join(', ')}`)
      const standAlone = earlyChunksImportingTheBundle(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : [])))
      for (const { chunk, imports } of standAlone) this.error(`page-start: ${chunk} imports the app's first bundle (${imports.join(', ')}); it must stand alone`)
      // The compiler's chunk and the chunks it imports that the first screen does not load.
      const compiler = compile ? [compile.fileName, ...compile.imports.filter((name) => !firstScreen.has(name))].map((name) => `./${name}`) : []
      this.emitFile({ type: 'asset', fileName: PAGE_START_FILE, source: `${earlySocketScript()}${languageStartScript(chunks, compiler)}` })
    },
  }
}
