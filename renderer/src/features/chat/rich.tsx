import { Fragment, type ReactNode } from 'react'
import type { MessageKey, MessageValues } from '../../../../shared/i18n/catalogue'
import { t } from '../../i18n'

// Private-use marks around an element's name: they survive the message's formatting (and the pseudo-locale) untouched.
const OPEN = '\uE000'
const CLOSE = '\uE001'

/**
 * A message with React elements in it (`<kbd>`, a button, a bold name): the elements are the
 * message's placeholders, so each language puts them where its word order wants them.
 */
export function rich(key: MessageKey, elements: Record<string, ReactNode>, values: MessageValues = {}): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${OPEN}${name}${CLOSE}`]))
  const text = t(key, { ...values, ...marks })
  return text.split(new RegExp(`${OPEN}(\\w+)${CLOSE}`)).map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[piece]}</Fragment> : piece))
}
