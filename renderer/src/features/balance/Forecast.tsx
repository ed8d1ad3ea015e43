import { t } from '../../i18n'

/** "At your 7-day average spend, credits last about N days." */
export function Forecast({ days }: { days: number | null }) {
  if (days === null) return null
  const text = days < 1 ? t('balance.forecastSoon') : t('balance.forecastDays', { days: Math.floor(days) })
  return (
    <p className="forecast" role="note">
      {t('balance.sentence', { text })}
    </p>
  )
}
