/**
 * What closing the window does: hide it (the tray keeps running), quit, or ask once (Linux, where
 * some desktops hide tray icons). `choice` is the setting; null = not chosen yet.
 */
export function closeAction(choice: boolean | null, platform: string): 'hide' | 'quit' | 'ask' {
  if (choice === true) return 'hide'
  if (choice === false) return 'quit'
  return platform === 'linux' ? 'ask' : 'hide'
}

/** The question of the first close on Linux: the buttons' order is the answers'. */
export const CLOSE_QUESTION = {
  title: 'Keep Tokentally running?',
  message: 'Keep running in the tray when the window is closed?',
  detail: 'The tray shows your balance and low-balance alerts keep coming. Some desktops hide tray icons; you can change this in Settings → Desktop.',
  buttons: ['Keep running in the tray', 'Quit when closed'],
} as const

export function closeChoiceOf(response: number): boolean {
  return response === 0
}
