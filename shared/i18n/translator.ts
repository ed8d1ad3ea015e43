import { type I18n, setupI18n } from '@lingui/core'
import { Emitter } from '../emitter'
import type { MessageKey, MessageValues } from './catalogue'
import type { CompiledCatalogue } from './compile'
import { setFormatLocale } from './format-locale'
import { checkPlainNumbers } from './plain-numbers'
import type { AnyLocale } from './locales'

/**
 * One language at a time for a process (the window, or main's tray, menus and notices), over
 * Lingui's runtime: `t(key, values)` with English's keys only, plurals by the language's CLDR rules.
 * A language's catalogue is loaded (and compiled) the first time it is used.
 */
export class Translator {
  private readonly i18n: I18n = setupI18n()
  private readonly loaded = new Map<AnyLocale, Promise<void>>()
  private readonly changes = new Emitter<AnyLocale>()
  private shown: AnyLocale | null = null

  constructor(private readonly load: (locale: AnyLocale) => Promise<CompiledCatalogue>) {}

  get locale(): AnyLocale | null {
    return this.shown
  }

  /** Loads the language if needed, then shows it: every later `t` speaks it, and numbers follow. */
  async use(locale: AnyLocale): Promise<void> {
    let loading = this.loaded.get(locale)
    if (!loading) {
      loading = this.load(locale).then((messages) => this.i18n.load(locale, messages))
      this.loaded.set(locale, loading)
      loading.catch(() => this.loaded.delete(locale))
    }
    await loading
    if (this.shown === locale) return
    this.i18n.activate(locale)
    this.shown = locale
    setFormatLocale(locale)
    this.changes.emit(locale)
  }

  onChange(listener: (locale: AnyLocale) => void): () => void {
    return this.changes.on(listener)
  }

  /** Whether the shown language has a message for this key (a stored error may name a key this version lacks). */
  knows = (key: string): boolean => this.shown !== null && this.i18n.messages[key] !== undefined

  /** The message in the shown language; before any language has loaded, the key itself. */
  t = (key: MessageKey, values?: MessageValues): string => {
    if (!this.shown) return key
    checkPlainNumbers(key, this.i18n.messages[key], values)
    return this.i18n._(key, values)
  }
}
