import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../../../shared/i18n/catalogue'
import { compileCatalogue, compiledOnUse } from '../../../shared/i18n/compile'
import { loadSource } from '../../../shared/i18n/load-catalogue'
import { LOCALES } from '../../../shared/i18n/locales'
import { Translator } from '../../../shared/i18n/translator'

const english = await loadSource('en')

describe('messages compiled when first shown (#37: a language loads without compiling thousands)', () => {
  it('compiles nothing on load, each message once on its first use', () => {
    const compiled: string[] = []
    const catalogue = compiledOnUse(english, (message) => {
      compiled.push(message)
      return compileMessage(message)
    })
    expect(compiled).toEqual([])
    const first = catalogue['balance.refresh']
    expect(catalogue['balance.refresh']).toBe(first)
    expect(compiled).toEqual([english['balance.refresh']])
    expect(catalogue['no.such.key']).toBeUndefined()
    expect('balance.refresh' in catalogue).toBe(true)
    expect('no.such.key' in catalogue).toBe(false)
    expect(compiled).toHaveLength(1)
  })

  it('gives every message of every language exactly what compiling it up front gives', async () => {
    for (const locale of LOCALES) {
      const source = await loadSource(locale)
      const lazy = compileCatalogue(source)
      for (const [key, message] of Object.entries(source)) expect(lazy[key], `${locale} ${key}`).toEqual(compileMessage(message))
      expect(Object.keys(lazy)).toEqual(Object.keys(source))
    }
  })

  it('through Lingui: plurals and placeholders work, and a language loads without compiling', async () => {
    let compiles = 0
    const counting = (catalogue: Catalogue) =>
      compiledOnUse(catalogue, (message) => {
        compiles++
        return compileMessage(message)
      })
    const translator = new Translator(async (locale) => counting(await loadSource(locale === 'pseudo' ? 'en' : locale)))
    await translator.use('de')
    expect(compiles).toBe(0)
    expect(translator.t('balance.forecastDays', { days: 1 })).toMatch(/\b1 Tag\b/)
    expect(translator.t('balance.forecastDays', { days: 21 })).toMatch(/\b21 Tage\b/)
    expect(compiles).toBe(1)
  })
})
