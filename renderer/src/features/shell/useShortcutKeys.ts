import { useEffect } from 'react'
import { commandForKey, isHelpKey } from '../../../../shared/shortcuts'
import { appEvents } from '../../queries/live-events'
import { isMac, runCommand } from './commands'

/** A modal dialog is open: it owns the keyboard until it closes. */
function modalOpen(): boolean {
  return document.querySelector('.dialog-overlay, dialog[open]') !== null
}

/**
 * The window's keyboard shortcuts (shared/shortcuts.ts) and the app menu's command events both
 * become `runCommand`. Subscribed once, for the life of the shell.
 */
/** Typing goes to this element: "?" is a character there, not a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el && (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || (el.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit', 'range'].includes((el as HTMLInputElement).type)))
}

export function useShortcutKeys(browser: boolean): void {
  useEffect(() => {
    const mac = isMac()
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      const command = isHelpKey(event) && !typingIn(event.target) ? 'show-shortcuts' : commandForKey(event, mac, browser)
      if (!command || modalOpen()) return
      event.preventDefault()
      runCommand(command)
    }
    window.addEventListener('keydown', onKey)
    const offMenu = appEvents.on((event) => {
      if (event.kind === 'command') runCommand(event.command)
    })
    return () => {
      window.removeEventListener('keydown', onKey)
      offMenu()
    }
  }, [browser])
}
