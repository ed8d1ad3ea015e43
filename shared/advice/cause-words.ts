import type { SpikeCause } from '../domain/advice'
import type { Translate } from '../i18n/catalogue'
import { formatCount, formatUtcDay } from '../i18n/format'
import { formatLocale, intlTag } from '../i18n/format-locale'
import { formatMoney } from '../money'

const money = (v: string) => formatMoney(v, { significant: 3 })
const english = () => formatLocale() === 'en' || formatLocale() === 'pseudo'
/** "62 %" and "5 Mar" in English, as these sentences always read; the language's own elsewhere ("62 %", "62%", "٪62"). */
const percent = (share: number) => (english() ? `${Math.round(share * 100)} %` : new Intl.NumberFormat(intlTag(), { style: 'percent', maximumFractionDigits: 0 }).format(Math.round(share * 100) / 100))
const dayName = (day: string) => (english() ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : formatUtcDay(day, { year: false }))

/**
 * A day's cause and its fix in the reader's language (#36, #37): main finds the facts (day-causes.ts), the
 * window (Usage's largest day, the spike's panel) and main's spike notification say them here.
 */
export function causeWords(cause: SpikeCause, t: Translate): { words: string; fix: string } {
  const f = cause.facts
  const share = percent(cause.share)
  const saving = cause.fix.saving
  switch (f.kind) {
    case 'long-conversation': {
      const title = f.title || t('causes.aConversation')
      return {
        words: t('causes.long', { title, largest: formatCount(f.largest), first: formatCount(f.first), count: f.answers, cost: money(cause.amount), share }),
        fix: saving === null ? t('causes.fixSummary', { title }) : t('causes.fixSummarySaving', { title, saving: money(saving) }),
      }
    }
    case 'retries':
      return {
        words: f.failed > 0 ? t('causes.retriesFailed', { count: f.again, failed: formatCount(f.failed), cost: money(cause.amount), share }) : t('causes.retries', { count: f.again, cost: money(cause.amount), share }),
        fix: t('causes.fixContinue', { saving: money(saving ?? cause.amount) }),
      }
    case 'price-change':
      return {
        words: t('causes.priceRose', { model: f.model, day: dayName(f.since), now: money(f.now), before: money(f.before) }),
        fix: cause.fix.model && saving ? t('causes.fixSwitch', { model: f.model, to: cause.fix.model, saving: money(saving) }) : t('causes.fixCompare', { model: f.model }),
      }
    case 'elsewhere':
      return {
        words: f.usual === null ? t('causes.elsewhere', { cost: money(cause.amount), share }) : t('causes.elsewhereUsual', { cost: money(cause.amount), share, usual: money(f.usual) }),
        fix: t('causes.fixCap', { saving: money(saving ?? cause.amount) }),
      }
  }
}
