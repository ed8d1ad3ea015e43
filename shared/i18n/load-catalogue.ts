import type { Catalogue } from './catalogue'
import type { CompiledCatalogue } from './compile'
import type { AnyLocale, Locale } from './locales'

// One chunk per language, loaded the first time it is shown: the first bundle carries none.
const BUNDLES: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./bundles/en'),
  de: () => import('./bundles/de'),
  fr: () => import('./bundles/fr'),
  es: () => import('./bundles/es'),
  'pt-BR': () => import('./bundles/pt-BR'),
  ja: () => import('./bundles/ja'),
  'zh-CN': () => import('./bundles/zh-CN'),
  ko: () => import('./bundles/ko'),
  ru: () => import('./bundles/ru'),
  ar: () => import('./bundles/ar'),
}

/** A language's messages, compiled (the pseudo-locale is made from English). */
export async function loadCompiled(locale: AnyLocale): Promise<CompiledCatalogue> {
  const compiler = locale === 'pseudo' ? import('./compile-pseudo').then((m) => m.compilePseudo) : import('./compile').then((m) => m.compileCatalogue)
  const [catalogue, compile] = await Promise.all([BUNDLES[locale === 'pseudo' ? 'en' : locale](), compiler])
  return compile(catalogue.default)
}

/** A language's ICU messages as written (tests: parity and plural forms). */
export async function loadSource(locale: Locale): Promise<Catalogue> {
  return (await BUNDLES[locale]()).default
}
