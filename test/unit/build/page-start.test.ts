import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { type AnyLocale, LOCALES, isAnyLocale, resolveLanguage } from '../../../shared/i18n/locales'
import { earlyChunksImportingTheBundle, languageStartScript } from '../../../scripts/vite/page-start'

const CHUNKS = Object.fromEntries(LOCALES.map((l) => [l, `./assets/${l}-hash.js`]))
const COMPILE = './assets/compile-hash.js'
const COMPILER = [COMPILE, './assets/icu-compiler-hash.js']

/** The Intl formats the script built, by kind and language tag. */
let warmed: string[] = []
const recordingIntl = {
  NumberFormat: class {
    constructor(tag: string) {
      warmed.push(`number ${tag}`)
    }
    format = () => ''
  },
  DateTimeFormat: class {
    constructor(tag: string) {
      warmed.push(`date ${tag}`)
    }
    format = () => ''
  },
}

/** What the script imported (ran) early. */
let imported: string[] = []

/**
 * Runs the page's preload script with this storage and these browser languages; the hrefs it asked
 * for. node:vm has no module loader for import(): the script's import(…) calls are recorded instead.
 */
function preloaded(remembered: string | null, languages: readonly string[], storage = true, intl: unknown = recordingIntl): string[] {
  warmed = []
  imported = []
  const links: Array<{ rel: string; href: string }> = []
  const script = languageStartScript(CHUNKS, COMPILER).replaceAll('import(', '__import(')
  runInNewContext(script, {
    __import: (href: string) => {
      imported.push(href)
      return Promise.resolve({})
    },
    localStorage: {
      getItem: (key: string) => {
        if (!storage) throw new Error('storage is off')
        return key === 'tokentally.language' ? remembered : null
      },
    },
    navigator: { languages, language: languages[0] ?? 'en-US' },
    document: { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } },
    Intl: intl,
    setTimeout: (run: () => void) => run(),
  })
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true)
  return links.map((l) => l.href)
}

/** What renderer/src/i18n.ts's startLanguage shows for the same inputs (the pseudo-locale is English's chunk). */
function shown(remembered: string | null, languages: readonly string[]): AnyLocale {
  return remembered !== null && isAnyLocale(remembered) ? remembered : resolveLanguage('system', languages)
}

describe('the language preload script (startup: the shown language`s chunk asked for while the bundle loads)', () => {
  const cases: Array<[string | null, string[]]> = [
    [null, ['en-US']],
    [null, ['de-AT', 'en']],
    [null, ['pt-PT']],
    [null, ['zh-Hans-CN', 'en']],
    [null, ['nl-NL', 'fr-CA']],
    [null, ['nl-NL']],
    [null, []],
    ['ar', ['en-US']],
    ['ja', ['de-DE']],
    ['pseudo', ['de-DE']],
    ['klingon', ['ko-KR']],
  ]
  for (const [remembered, languages] of cases) {
    it(`remembered ${remembered ?? 'nothing'}, browser ${languages.join(',') || 'none'}: the chunk startLanguage loads`, () => {
      const locale = shown(remembered, languages)
      expect(preloaded(remembered, languages)).toEqual([...COMPILER, CHUNKS[locale === 'pseudo' ? 'en' : locale]])
    })
  }

  it('storage switched off: the browser`s languages decide', () => {
    expect(preloaded('ar', ['ru-RU'], false)).toEqual([...COMPILER, CHUNKS.ru])
  })

  it('runs the compiler`s chunk and the shown language`s catalogue early (not the compiler`s own imports)', () => {
    preloaded(null, ['ja-JP'])
    expect(imported).toEqual([COMPILE, CHUNKS.ja])
    preloaded('pseudo', ['ja-JP'])
    expect(imported).toEqual([COMPILE, CHUNKS.en])
  })

  it('loads ICU`s data for the shown language (one currency and one date format in its tag)', () => {
    preloaded(null, ['de-AT'])
    expect(warmed).toEqual(['number de', 'date de'])
    preloaded('ar', ['en-US'])
    expect(warmed).toEqual(['number ar', 'date ar'])
    preloaded(null, ['en-GB'])
    expect(warmed).toEqual(['number en-US', 'date en-US'])
  })

  it('a browser without Intl (or one that throws) still gets its chunks asked for', () => {
    const throwing = { NumberFormat: class { constructor() { throw new RangeError('no ICU') } } }
    expect(preloaded(null, ['fr-FR'], true, throwing)).toEqual([...COMPILER, CHUNKS.fr])
    expect(preloaded(null, ['fr-FR'], true, undefined)).toEqual([...COMPILER, CHUNKS.fr])
  })
})

describe('the chunks page-start.js runs early stand alone (the build fails otherwise)', () => {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({ fileName, imports, facadeModuleId, isEntry })
  const entry = chunk('assets/index.js', ['assets/react-dom.js', 'assets/rolldown-runtime-x.js'], '/app/renderer/index.html', true)
  const runtime = chunk('assets/rolldown-runtime-x.js', [])
  const icu = chunk('assets/icu-compiler.js', ['assets/rolldown-runtime-x.js'])

  it('the compiler and a catalogue that import only their own chunks and the runtime pass', () => {
    const compile = chunk('assets/compile.js', ['assets/icu-compiler.js'], '/app/shared/i18n/compile.ts')
    const de = chunk('assets/de.js', [], '/app/shared/i18n/bundles/de.ts')
    expect(earlyChunksImportingTheBundle([entry, runtime, icu, compile, de])).toEqual([])
  })

  it('a compiler that reaches the app`s bundle, directly or through another chunk, is named', () => {
    const compile = chunk('assets/compile.js', ['assets/icu-compiler.js', 'assets/index.js'], '/app/shared/i18n/compile.ts')
    const viaHelper = chunk('assets/helper.js', ['assets/react-dom.js'])
    const ar = chunk('assets/ar.js', ['assets/helper.js'], '/app/shared/i18n/bundles/ar.ts')
    expect(earlyChunksImportingTheBundle([entry, runtime, icu, compile, viaHelper, ar])).toEqual([
      { chunk: 'assets/compile.js', imports: ['assets/index.js', 'assets/react-dom.js'] },
      { chunk: 'assets/ar.js', imports: ['assets/react-dom.js'] },
    ])
  })
})
