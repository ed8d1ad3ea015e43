import type { IssueFacts } from '../domain/imports'
import type { Translate } from '../i18n/catalogue'

/** A value as zod names it in a list of options: strings quoted, the rest as written. */
const shown = (value: string | number | boolean | null): string => (typeof value === 'string' ? JSON.stringify(value) : String(value))

/**
 * A file's shape problem that zod found and we have no sentence for (`invalid_value`, `too_small`,
 * …), in the shown language from the issue's facts (the renderer loads no zod, so not zod's own
 * locales); null for an issue of another kind, which keeps zod's English `detail`.
 */
export function issueText(issue: IssueFacts, t: Translate): string | null {
  const limit = (value: number | string | undefined) => (typeof value === 'number' ? value : null)
  switch (issue.code) {
    case 'invalid_value':
      return issue.values && issue.values.length > 0 ? t('importSkips.issue.oneOf', { values: issue.values.map(shown).join('|') }) : null
    case 'too_small': {
      const min = limit(issue.minimum)
      if (min === null) return null
      return issue.inclusive === false ? t('importSkips.issue.moreThan', { limit: min }) : t('importSkips.issue.atLeast', { origin: issue.origin ?? 'other', limit: min })
    }
    case 'too_big': {
      const max = limit(issue.maximum)
      if (max === null) return null
      return issue.inclusive === false ? t('importSkips.issue.lessThan', { limit: max }) : t('importSkips.issue.atMost', { origin: issue.origin ?? 'other', limit: max })
    }
    case 'invalid_union':
      return t('importSkips.issue.noMatch')
    default:
      return null
  }
}
