// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_TITLE } from '../../../../electron/services/chat/titles'
import { shownTitle } from '../../../../renderer/src/features/chat/shown-title'
import { showLanguage } from '../../../../renderer/src/i18n'

afterAll(async () => {
  await showLanguage('en')
})

// #37: main stores "New chat" (English, its sign of an unnamed conversation); the window says it in its language.
describe('a conversation’s title as shown', () => {
  it('an unnamed conversation in English, German and Arabic; a named one as it is', async () => {
    await showLanguage('en')
    expect(shownTitle(DEFAULT_TITLE)).toBe('New chat')
    await showLanguage('de')
    expect(shownTitle(DEFAULT_TITLE)).toBe('Neuer Chat')
    expect(shownTitle('Parser refactor')).toBe('Parser refactor')
    await showLanguage('ar')
    expect(shownTitle(DEFAULT_TITLE)).toBe('محادثة جديدة')
  })
})
