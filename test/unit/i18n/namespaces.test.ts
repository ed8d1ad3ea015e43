import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../shared/i18n/locales'

const MESSAGES = join(import.meta.dirname, '../../../shared/i18n/messages')
const namespaces = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

/** Keys defined by more than one namespace: a bundle spreads its namespaces, so one would silently win. */
export function keysInTwoNamespaces(catalogues: Record<string, Record<string, string>>): string[] {
  const owner = new Map<string, string>()
  const twice: string[] = []
  for (const [ns, messages] of Object.entries(catalogues)) {
    for (const key of Object.keys(messages)) {
      const first = owner.get(key)
      if (first !== undefined) twice.push(`${key} (${first}, ${ns})`)
      else owner.set(key, ns)
    }
  }
  return twice
}

describe('namespaces (#37)', () => {
  it('every namespace has a file for every language', () => {
    for (const ns of namespaces) expect(readdirSync(join(MESSAGES, ns)).sort(), ns).toEqual(LOCALES.map((l) => `${l}.ts`).sort())
  })

  it('no key is defined by two namespaces', async () => {
    const english: Record<string, Record<string, string>> = {}
    for (const ns of namespaces) english[ns] = ((await import(join(MESSAGES, ns, 'en.ts'))) as { default: Record<string, string> }).default
    expect(keysInTwoNamespaces(english)).toEqual([])
  })

  it('the check can fail (a planted key in two namespaces)', () => {
    expect(keysInTwoNamespaces({ a: { 'x.one': 'One' }, b: { 'x.one': 'Uno', 'x.two': 'Two' } })).toEqual(['x.one (a, b)'])
  })

  it('every namespace is in every language bundle', async () => {
    const { readFileSync } = await import('node:fs')
    for (const locale of LOCALES) {
      const bundle = readFileSync(join(MESSAGES, '..', 'bundles', `${locale}.ts`), 'utf8')
      for (const ns of namespaces) expect(bundle, `${locale} bundle lacks ${ns}`).toContain(`'../messages/${ns}/${locale}'`)
    }
  })
})
