import { Fragment, type ReactNode } from 'react'
import type { MessageKey, MessageValues } from '../../../../shared/i18n/catalogue'
import { t } from '../../i18n'

// A private-use mark around a placeholder's name: never in a message's own text.
const MARK = '\uE000'
const SPLIT = new RegExp(`${MARK}([A-Za-z]+)${MARK}`)

/**
 * A message with React elements in it (a name in <strong>, a path in <code>): the elements go in as
 * placeholders, so each language places them where its word order wants them.
 */
export function tRich(key: MessageKey, elements: Record<string, ReactNode>, values: MessageValues = {}): ReactNode {
  const marked: MessageValues = { ...values }
  for (const name of Object.keys(elements)) marked[name] = `${MARK}${name}${MARK}`
  const pieces = t(key, marked).split(SPLIT)
  // split with one group: text, name, text, name, …, text
  return pieces.map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? elements[piece] : piece}</Fragment>)
}
