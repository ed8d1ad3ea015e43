import { useEffect } from 'react'
import { commandForKey } from '../../../../shared/shortcuts'
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
export function useShortcutKeys(): void {
  useEffect(() => {
    const mac = isMac()
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      const command = commandForKey(event, mac)
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
  }, [])
}
