import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONNECTION_LOST_ENGLISH, toAppError, unexpectedEnglish } from '../../../shared/error-core'
import { inputError, makeError, say } from '../../../shared/error-model'
import { englishOf } from '../../../shared/i18n/english-errors'
import { errorsWithoutKeys } from '../../support/errors/error-calls'

/**
 * #37: every error main (and shared code) composes names its words as catalogue keys (`say`), so the
 * window shows it in the user's language. The type makes a key that does not exist a compile error;
 * this scan finds the ways around it: English written into an error in code (`message: '…'`, a
 * string as `inputError`'s words), an error built by hand (`new AppFailure({…})`), or `buildError`
 * (the window's constructor, which takes its English as given) used outside the error model.
 */
const ROOT = join(import.meta.dirname, '../../..')
const SCANNED = ['electron', 'shared']
/** The simulator is the service (it shares no code, its `fail` is its own); the error model defines the constructors. */
const SKIPPED = ['electron/sim/', 'shared/error-model.ts', 'shared/error-core.ts']
function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) out.push(...sourceFiles(path))
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

function scan(): string[] {
  return SCANNED.flatMap(sourceFiles)
    .filter((file) => !SKIPPED.some((skip) => file.startsWith(skip)))
    .flatMap((file) => errorsWithoutKeys(file, readFileSync(join(ROOT, file), 'utf8')))
}

describe('errors say their words as catalogue keys (#37)', () => {
  it('no error in electron/ or shared/ is written in English in code', { timeout: 60_000 }, () => {
    expect(scan()).toEqual([])
  })

  it('the check can fail (planted errors in English)', () => {
    const planted = [
      "throw inputError('bad', 'The name is empty.', 'name')",
      "fail({ kind: 'input', code: 'x', message: `No ${thing}.`, endpoint: 'app' })",
      "makeError({ kind: 'internal', code: 'y', endpoint: 'app' })",
      "throw new AppFailure({ kind: 'input', status: 0, code: 'z', message: 'Hand-made.', at: '', endpoint: 'app' })",
      "buildError({ kind: 'internal', code: 'w', say: say('errors.unexpected', { detail: 'd' }), message: 'English', endpoint: 'app' })",
      "throw inputError('fine', say('errors.keys.missing'), 'key')",
    ].join('\n')
    expect(errorsWithoutKeys('planted.ts', planted)).toEqual([
      'planted.ts:1 inputError with English in code',
      'planted.ts:2 fail without say',
      'planted.ts:2 fail with English in code',
      'planted.ts:3 makeError without say',
      'planted.ts:4 an AppError built by hand',
      'planted.ts:5 buildError outside the error model',
    ])
  })

  it('the window never loads main’s English composer (its compiler and catalogue stay out of the first bundle)', () => {
    const heavy = sourceFiles('renderer/src').filter((file) => /shared\/(error-model|i18n\/english-errors|chat\/describe-error-english)['.]/.test(readFileSync(join(ROOT, file), 'utf8')))
    expect(heavy).toEqual([])
  })
})

describe('an error’s English is its catalogue’s', () => {
  it('makeError writes `message` from `say`, sentence by sentence', () => {
    const error = makeError({ kind: 'network', code: 'connection_refused', say: [say('errors.net.refused', { host: 'api.example.test' }), say('errors.net.checkConnection')], endpoint: 'GET /balance' })
    expect(error.message).toBe('Could not reach api.example.test (connection refused). Check your connection and the base URL.')
    expect(error.say).toEqual([{ key: 'errors.net.refused', args: { host: 'api.example.test' } }, { key: 'errors.net.checkConnection' }])
    expect(inputError('key_missing', say('errors.keys.missing'), 'key').error).toMatchObject({ kind: 'input', param: 'key', say: [{ key: 'errors.keys.missing' }] })
  })

  it('the few errors with their English given (the window’s, toAppError) match the catalogue', () => {
    expect(unexpectedEnglish('boom')).toBe(englishOf(say('errors.unexpected', { detail: 'boom' })))
    expect(CONNECTION_LOST_ENGLISH).toBe(englishOf(say('errors.connectionLost')))
    expect(toAppError(new Error('boom'))).toMatchObject({ message: 'Unexpected error: boom', say: [{ key: 'errors.unexpected', args: { detail: 'boom' } }] })
  })

  it('counts take the language’s plural forms in English too', () => {
    expect(englishOf(say('errors.chat.waitSeconds', { seconds: 1 }))).toBe('Wait 1 second before trying again.')
    expect(englishOf(say('errors.chat.waitSeconds', { seconds: 7 }))).toBe('Wait 7 seconds before trying again.')
  })
})

