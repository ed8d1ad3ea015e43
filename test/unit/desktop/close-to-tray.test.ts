import { describe, expect, it } from 'vitest'
import { CLOSE_QUESTION, closeAction, closeChoiceOf } from '../../../electron/services/desktop/close-to-tray'

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

  it('the first button keeps it in the tray, the second quits', () => {
    expect(CLOSE_QUESTION.buttons[closeChoiceOf(0) ? 0 : 1]).toBe('Keep running in the tray')
    expect(closeChoiceOf(0)).toBe(true)
    expect(closeChoiceOf(1)).toBe(false)
  })
})
