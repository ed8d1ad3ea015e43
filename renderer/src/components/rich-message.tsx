import { Fragment, type ReactNode } from 'react'
import type { MessageKey } from '../../../shared/i18n/catalogue'
import { t } from '../i18n'

const MARK = '\u0001'

/**
 * A message with React elements in it (an amount, a link): the language places them, as it places
 * any placeholder. Strings and numbers are ordinary values; each element is put where its
 * placeholder falls in the translated sentence.
 */
export function tRich(key: MessageKey, values: Record<string, ReactNode>): ReactNode {
  const plain: Record<string, string | number> = {}
  const nodes: Record<string, ReactNode> = {}
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value
    else {
      plain[name] = `${MARK}${name}${MARK}`
      nodes[name] = value
    }
  }
  return t(key, plain)
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[part]}</Fragment> : part))
}
