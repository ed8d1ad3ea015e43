import { Language } from '../../../shared/domain/settings'
import { inputError, say } from '../../../shared/error-model'
import type { MessageKey, MessageValues } from '../../../shared/i18n/catalogue'
import { loadCompiled } from '../../../shared/i18n/load-catalogue'
import { type AnyLocale, resolveLanguage } from '../../../shared/i18n/locales'
import { Translator } from '../../../shared/i18n/translator'
import type { SettingsStore } from './settings-store'

/**
 * Main's language (#37): the tray, the menus and native notices speak the one chosen in Settings,
 * or the OS's (the shell's `systemLocales`: Electron's preferred system languages; Node's in
 * browser mode). Follows a change of the setting at once.
 */
export class AppLanguage {
  private readonly translator = new Translator(loadCompiled)

  private constructor(
    private readonly settings: SettingsStore,
    private readonly systemLocales: () => readonly string[],
  ) {}

  static async start(settings: SettingsStore, systemLocales: () => readonly string[]): Promise<AppLanguage> {
    settings.validateSection('language', (value) => {
      const parsed = Language.safeParse(value)
      if (!parsed.success) throw inputError('invalid_setting', say('errors.settings.language', { options: Language.options.join(', ') }), 'language')
      return parsed.data
    })
    const language = new AppLanguage(settings, systemLocales)
    await language.follow().catch(() => language.translator.use('en'))
    settings.onChange(() => void language.follow().catch(() => undefined))
    return language
  }

  private follow(): Promise<void> {
    return this.translator.use(resolveLanguage(this.settings.get().language, this.systemLocales()))
  }

  get locale(): AnyLocale {
    return this.translator.locale ?? 'en'
  }

  onChange(listener: (locale: AnyLocale) => void): () => void {
    return this.translator.onChange(listener)
  }

  t = (key: MessageKey, values?: MessageValues): string => this.translator.t(key, values)
}
