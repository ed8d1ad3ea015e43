import type { CurrencySettings } from '../../../shared/domain/currency'
import { inputError, say } from '../../../shared/error-model'
import type { SettingsStore } from '../settings/settings-store'

/** #35: how Settings → Currency is checked: a three-letter code, fetching on or off, an http(s) address for it. */
export function registerCurrencySettings(settings: Pick<SettingsStore, 'validateSection'>): void {
  settings.validateSection('currency', (patch, current): CurrencySettings => {
    const code = patch.code === undefined ? current.code : patch.code.trim().toUpperCase()
    if (!/^[A-Z]{3}$/.test(code)) throw inputError('invalid_setting', say('errors.currency.code'), 'currency.code')
    if (patch.fetchDaily !== undefined && typeof patch.fetchDaily !== 'boolean') throw inputError('invalid_setting', say('errors.currency.fetchDaily'), 'currency.fetchDaily')
    const url = patch.url === undefined ? current.url : patch.url.trim()
    if (url !== '') {
      const parsed = URL.canParse(url) ? new URL(url) : null
      if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) throw inputError('invalid_setting', say('errors.currency.url'), 'currency.url')
    }
    const fetchDaily = patch.fetchDaily ?? current.fetchDaily
    if (fetchDaily && url === '') throw inputError('invalid_setting', say('errors.currency.urlFirst'), 'currency.url')
    return { code, fetchDaily, url }
  })
}
