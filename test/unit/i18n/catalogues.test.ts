import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { loadSource } from '../../../shared/i18n/load-catalogue'
import { LOCALES, type Locale } from '../../../shared/i18n/locales'
import { translatorFor } from '../../support/i18n'

const english = await loadSource('en')

/** The plural categories each message's {x, plural, …} offers, per placeholder. */
function pluralForms(message: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const walk = (parts: ReturnType<typeof compileMessage>) => {
    for (const part of parts) {
      if (typeof part === 'string') continue
      const [name, type, options] = part
      if (type !== 'plural' || !options || typeof options !== 'object') continue
      found.set(name, Object.keys(options).filter((k) => k !== 'offset'))
      for (const [form, inner] of Object.entries(options)) if (form !== 'offset') walk(inner as ReturnType<typeof compileMessage>)
    }
  }
  walk(compileMessage(message))
  return found
}

/** Placeholders a message uses ({name}, {n, plural, …}), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>()
  const walk = (parts: ReturnType<typeof compileMessage>) => {
    for (const part of parts) {
      if (typeof part === 'string') continue
      const [name, , options] = part
      if (name !== '#') names.add(name)
      if (options && typeof options === 'object') for (const [form, inner] of Object.entries(options)) if (form !== 'offset') walk(inner as ReturnType<typeof compileMessage>)
    }
  }
  walk(compileMessage(message))
  return [...names].sort()
}

describe('catalogues (#37)', () => {
  for (const locale of LOCALES) {
    it(`${locale} has exactly English's keys, each message parses and uses English's placeholders`, async () => {
      const catalogue = await loadSource(locale)
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort())
      for (const [key, message] of Object.entries(catalogue)) {
        expect(() => compileMessage(message), key).not.toThrow()
        expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(english[key as keyof typeof english]))
        if (locale !== 'en') expect(message.trim(), `${locale} ${key} is empty`).not.toBe('')
      }
    })

    it(`${locale}'s plural messages offer every form the language's CLDR rules use`, async () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      const catalogue = await loadSource(locale)
      for (const [key, message] of Object.entries(catalogue)) {
        for (const [name, forms] of pluralForms(message)) expect(forms.sort(), `${locale} ${key} {${name}}`).toEqual([...categories].sort())
      }
    })
  }

  it('the parity check can fail (a planted missing key)', () => {
    const planted: Record<string, string> = { ...english }
    delete planted['money.balance']
    expect(Object.keys(planted).sort()).not.toEqual(Object.keys(english).sort())
  })
})

// The forecast's plural in every language for 0, 1, 2, 5, 11, 21 and 101 days: the CLDR category
// picked, the number written by the language.
const EXPECTED: Record<Locale, Record<number, string>> = {
  en: { 0: '0 days', 1: '1 day', 2: '2 days', 5: '5 days', 11: '11 days', 21: '21 days', 101: '101 days' },
  de: { 0: '0 Tage', 1: '1 Tag', 2: '2 Tage', 5: '5 Tage', 11: '11 Tage', 21: '21 Tage', 101: '101 Tage' },
  fr: { 0: '0 jour', 1: '1 jour', 2: '2 jours', 5: '5 jours', 11: '11 jours', 21: '21 jours', 101: '101 jours' },
  es: { 0: '0 días', 1: '1 día', 2: '2 días', 5: '5 días', 11: '11 días', 21: '21 días', 101: '101 días' },
  'pt-BR': { 0: '0 dia', 1: '1 dia', 2: '2 dias', 5: '5 dias', 11: '11 dias', 21: '21 dias', 101: '101 dias' },
  ja: { 0: '約0日', 1: '約1日', 2: '約2日', 5: '約5日', 11: '約11日', 21: '約21日', 101: '約101日' },
  'zh-CN': { 0: '0 天', 1: '1 天', 2: '2 天', 5: '5 天', 11: '11 天', 21: '21 天', 101: '101 天' },
  ko: { 0: '약 0일', 1: '약 1일', 2: '약 2일', 5: '약 5일', 11: '약 11일', 21: '약 21일', 101: '약 101일' },
  ru: { 0: '0 дней', 1: '1 день', 2: '2 дня', 5: '5 дней', 11: '11 дней', 21: '21 день', 101: '101 день' },
  ar: { 0: '0 يوم', 1: 'يومًا واحدًا', 2: 'يومين', 5: '5 أيام', 11: '11 يومًا', 21: '21 يومًا', 101: '101 يوم' },
}

describe('plural forms (#37)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: 0, 1, 2, 5, 11, 21, 101`, async () => {
      const { t } = await translatorFor(locale)
      for (const days of [0, 1, 2, 5, 11, 21, 101]) expect(t('balance.forecastDays', { days }), `${locale} ${days}`).toContain(EXPECTED[locale][days])
    })
  }
})
