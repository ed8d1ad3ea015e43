import { compileMessage } from '@lingui/message-utils/compileMessage'
import { afterEach, describe, expect, it } from 'vitest'
import { englishOf } from '../../../shared/i18n/english-errors'
import { checkPlainNumbers, plainPlaceholders, watchPlainNumbers } from '../../../shared/i18n/plain-numbers'
import { say } from '../../../shared/error-model'
import { t, translator } from '../../../renderer/src/i18n'

describe('numbers in messages go through the language’s format', () => {
  const seen: string[] = []
  const collect = () => watchPlainNumbers((key, names) => seen.push(`${key}:${names.join(',')}`))
  afterEach(async () => {
    seen.length = 0
    await translator.use('en')
    // Back to the suite's watcher (test/support/i18n-english.ts) for the rest of the file's tests.
    watchPlainNumbers((key, names) => {
      throw new Error(`${key} shows ${names.join(', ')} as given`)
    })
  })

  it('finds plain placeholders at any depth, not formatted ones', () => {
    const message = compileMessage('{a} {b, number} {c, plural, one {# x {d}} other {# xs}} {e, select, on {{f}} other {}}')
    expect([...plainPlaceholders(message)].sort()).toEqual(['a', 'd', 'f'])
  })

  it('reports a number given to a plain placeholder, not a string or a formatted number', () => {
    collect()
    const message = compileMessage('{n} and {m, number} of {name}')
    checkPlainNumbers('k', message, { n: 3, m: 4, name: 'x' })
    checkPlainNumbers('k2', message, { n: '3', m: 4 })
    expect(seen).toEqual(['k:n'])
  })

  it('every message the suite shows formats its numbers: the watcher fails a test that shows one raw', () => {
    expect(() => checkPlainNumbers('planted', compileMessage('Try again in {seconds} s.'), { seconds: 30 })).toThrow(/planted shows seconds as given/)
  })

  it('German formats a decimal in an error sentence with its own comma, English keeps its text', async () => {
    expect(englishOf(say('errors.stream.noResponse', { seconds: 1.5 }))).toBe('The service did not start answering within 1.5 s.')
    expect(englishOf(say('errors.http.tryAgainIn', { seconds: 3600 }))).toBe('Try again in 3,600 s.')
    await translator.use('de')
    expect(t('errors.stream.noResponse', { seconds: 1.5 })).toContain('1,5')
    expect(t('errors.http.tryAgainIn', { seconds: 3600 })).toContain('3.600')
  })
})
