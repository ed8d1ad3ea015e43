import type { ConversationOrigin } from '../../../../shared/domain/imports'
import { SOURCE_NAMES } from '../../../../shared/domain/import-sources'
import './imports.css'

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "ChatGPT · 12 Mar 2024": where an imported conversation came from and when it started there. */
export function originText(origin: ConversationOrigin): string {
  const day = origin.createdAt ? DAY.format(new Date(origin.createdAt)) : null
  return day ? `${SOURCE_NAMES[origin.source]} · ${day}` : SOURCE_NAMES[origin.source]
}

export function ImportedBadge({ origin }: { origin: ConversationOrigin }) {
  const text = originText(origin)
  return (
    <span className="badge badge-imported" title={`Imported from ${SOURCE_NAMES[origin.source]} on ${DAY.format(new Date(origin.importedAt))}`}>
      <span className="sr-only">Imported: </span>
      {text}
    </span>
  )
}
