import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { type AnyLocale, LOCALES, isAnyLocale, resolveLanguage } from '../../../shared/i18n/locales'
import { languagePreloadScript } from '../../../scripts/vite/language-preload'

const CHUNKS = Object.fromEntries(LOCALES.map((l) => [l, `./assets/${l}-hash.js`]))
const COMPILE = './assets/compile-hash.js'

/** Runs the page's preload script with this storage and these browser languages; the hrefs it asked for. */
function preloaded(remembered: string | null, languages: readonly string[], storage = true): string[] {
  const links: Array<{ rel: string; href: string }> = []
  const script = languagePreloadScript(CHUNKS, COMPILE)
  runInNewContext(script, {
    localStorage: {
      getItem: (key: string) => {
        if (!storage) throw new Error('storage is off')
        return key === 'tokentally.language' ? remembered : null
      },
    },
    navigator: { languages, language: languages[0] ?? 'en-US' },
    document: { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } },
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
      expect(preloaded(remembered, languages)).toEqual([COMPILE, CHUNKS[locale === 'pseudo' ? 'en' : locale]])
    })
  }

  it('storage switched off: the browser`s languages decide', () => {
    expect(preloaded('ar', ['ru-RU'], false)).toEqual([COMPILE, CHUNKS.ru])
  })
})
