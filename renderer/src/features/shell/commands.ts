import { useEffect, useEffectEvent } from 'react'
import { Emitter } from '../../../../shared/emitter'
import type { Command } from '../../../../shared/shortcuts'

/** Commands of the window, from its keyboard shortcuts and from the app menu (over the contract). */
const commands = new Emitter<Command>()

export function runCommand(command: Command): void {
  commands.emit(command)
}

/** Runs `handler` for `command` while the calling component is mounted (e.g. 'refresh' in each view). */
export function useCommand(command: Command, handler: () => void): void {
  const run = useEffectEvent(handler)
  useEffect(() => commands.on((c) => c === command && run()), [command])
}

/** True on macOS, where shortcuts use Cmd instead of Ctrl. */
export function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
}
