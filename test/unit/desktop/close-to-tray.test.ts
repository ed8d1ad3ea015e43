import { afterAll, describe, expect, it } from 'vitest'
import { closeAction, closeChoiceOf, closeQuestion } from '../../../electron/services/desktop/close-to-tray'
import { translatorFor } from '../../support/i18n'

afterAll(async () => {
  await translatorFor('en')
})

describe('close to tray', () => {
  it('macOS and Windows keep running in the tray until the user says otherwise', () => {
    expect(closeAction(null, 'darwin')).toBe('hide')
    expect(closeAction(null, 'win32')).toBe('hide')
    expect(closeAction(false, 'darwin')).toBe('quit')
  })

  it('Linux asks once; the answer is then kept either way', () => {
    expect(closeAction(null, 'linux')).toBe('ask')
    expect(closeAction(true, 'linux')).toBe('hide')
    expect(closeAction(false, 'linux')).toBe('quit')
  })

  it('the first button keeps it in the tray, the second quits', async () => {
    const question = closeQuestion((await translatorFor('en')).t)
    expect(question.buttons[closeChoiceOf(0) ? 0 : 1]).toBe('Keep running in the tray')
    expect(question.title).toBe('Keep Tokentally running?')
    expect(closeChoiceOf(0)).toBe(true)
    expect(closeChoiceOf(1)).toBe(false)
  })

  it('#37: asked in the app’s language (German, Arabic), the buttons in the same order', async () => {
    const de = closeQuestion((await translatorFor('de')).t)
    expect(de).toEqual({
      title: 'Tokentally weiter ausführen?',
      message: 'Im Tray weiterlaufen, wenn das Fenster geschlossen wird?',
      detail: expect.stringContaining('Einstellungen → Desktop'),
      buttons: ['Im Tray weiterlaufen', 'Beim Schließen beenden'],
    })
    const ar = closeQuestion((await translatorFor('ar')).t)
    expect(ar.buttons).toEqual(['الاستمرار في شريط النظام', 'الإنهاء عند الإغلاق'])
  })
})
