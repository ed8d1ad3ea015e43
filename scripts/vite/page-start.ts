import type { Plugin } from 'vite'
import { LOCALES } from '../../shared/i18n/locales'

/** The file the page loads (async) to ask for its language's chunks. */
export const PRELOAD_FILE = 'language-preload.js'
/** renderer/src/i18n.ts's remembered language (the last one shown). */
const REMEMBERED = 'tokentally.language'

/**
 * The page's classic script that asks for the shown language's catalogue chunk and the ICU compiler
 * (`<link rel="modulepreload">`) as soon as the page starts, while the app's bundle loads and runs:
 * boot.ts asks for them only once that bundle has run, and the first render waits for them
 * (startup_to_cached_data_ms). The language is picked as i18n.ts's startLanguage picks it: the last
 * one shown, else the first of the browser's (the OS's in the desktop app) we speak, else English.
 * Only a hint: boot.ts imports the same chunks either way. Plain ES5, no imports (a classic script).
 */
export function languagePreloadScript(chunks: Readonly<Record<string, string>>, compile: string): string {
  return `;(function () {
  var chunks = ${JSON.stringify(chunks)}
  var locales = ${JSON.stringify(LOCALES)}
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
  var hrefs = [${JSON.stringify(compile)}, chunks[pick()]]
  for (var n = 0; n < hrefs.length; n++) {
    if (!hrefs[n]) continue
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = hrefs[n]
    document.head.appendChild(link)
  }
})()
`
}

/** Vite (build only): writes language-preload.js from the bundle's chunk names and loads it from index.html. */
export function languagePreload(): Plugin {
  return {
    name: 'tokentally-language-preload',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `./${PRELOAD_FILE}`, async: true }, injectTo: 'head' }],
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {}
      let compile: string | null = null
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.facadeModuleId) continue
        const id = file.facadeModuleId.replaceAll('\\', '/')
        const locale = /\/shared\/i18n\/bundles\/([A-Za-z-]+)\.ts$/.exec(id)?.[1]
        if (locale) chunks[locale] = `./${file.fileName}`
        if (id.endsWith('/shared/i18n/compile.ts')) compile = `./${file.fileName}`
      }
      const missing = LOCALES.filter((l) => !(l in chunks))
      if (missing.length > 0 || compile === null) this.error(`language-preload: no chunk for ${[...missing, ...(compile ? [] : ['the compiler'])].join(', ')}`)
      this.emitFile({ type: 'asset', fileName: PRELOAD_FILE, source: languagePreloadScript(chunks, compile ?? '') })
    },
  }
}
