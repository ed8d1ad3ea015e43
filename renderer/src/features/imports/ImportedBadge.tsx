import type { ConversationOrigin } from '../../../../shared/domain/imports'
import { SOURCE_NAMES } from '../../../../shared/domain/import-sources'
import { intlTag } from '../../../../shared/i18n/format-locale'
import { t } from '../../i18n'
import './imports.css'

/** A UTC day in the shown language; English keeps the day-first "12 Mar 2024" it always showed. */
function day(iso: string): string {
  const tag = intlTag()
  return new Intl.DateTimeFormat(tag === 'en-US' ? 'en-GB' : tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}

/** "ChatGPT · 12 Mar 2024": where an imported conversation came from and when it started there. */
export function originText(origin: ConversationOrigin): string {
  const started = origin.createdAt ? day(origin.createdAt) : null
  return started ? `${SOURCE_NAMES[origin.source]} · ${started}` : SOURCE_NAMES[origin.source]
}

export function ImportedBadge({ origin }: { origin: ConversationOrigin }) {
  const text = originText(origin)
  return (
    <span className="badge badge-imported" title={t('imports.badge.title', { source: SOURCE_NAMES[origin.source], day: day(origin.importedAt) })}>
      <span className="sr-only">{t('imports.badge.sr')} </span>
      {text}
    </span>
  )
}
