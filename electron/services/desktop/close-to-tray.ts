import type { Translator } from '../../../shared/i18n/translator'

/**
 * What closing the window does: hide it (the tray keeps running), quit, or ask once (Linux, where
 * some desktops hide tray icons). `choice` is the setting; null = not chosen yet.
 */
export function closeAction(choice: boolean | null, platform: string): 'hide' | 'quit' | 'ask' {
  if (choice === true) return 'hide'
  if (choice === false) return 'quit'
  return platform === 'linux' ? 'ask' : 'hide'
}

/** The question of the first close on Linux, in main's language (#37): the buttons' order is the answers'. */
export function closeQuestion(t: Translator['t']): { title: string; message: string; detail: string; buttons: [string, string] } {
  return { title: t('closeAsk.title'), message: t('closeAsk.message'), detail: t('closeAsk.detail'), buttons: [t('closeAsk.keep'), t('closeAsk.quit')] }
}

export function closeChoiceOf(response: number): boolean {
  return response === 0
}
