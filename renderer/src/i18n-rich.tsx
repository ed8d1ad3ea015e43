import { Fragment, type ReactNode } from 'react'
import type { MessageKey } from '../../shared/i18n/catalogue'
import { t } from './i18n'

// Marks an element's place in the translated text; never in a catalogue or in user data.
const MARK = '\u0001'

/**
 * A message whose placeholders hold elements (a name in <strong>, a path in <code>): translated as
 * one sentence, word order and all, then each element put where its placeholder landed.
 */
export function tRich(key: MessageKey, values: Record<string, ReactNode>): ReactNode[] {
  const plain: Record<string, string | number> = {}
  const elements = new Map<string, ReactNode>()
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value
    else {
      plain[name] = `${MARK}${name}${MARK}`
      elements.set(name, value)
    }
  }
  return t(key, plain)
    .split(MARK)
    .map((part, i) => (i % 2 === 1 && elements.has(part) ? <Fragment key={i}>{elements.get(part)}</Fragment> : part))
}
