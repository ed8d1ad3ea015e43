/**
 * What a keyboard shortcut or an app-menu item asks the window to do. Plain data (the contract's
 * schema is `z.enum(COMMANDS)`): the renderer's first bundle reads shortcuts without loading zod.
 */
export const COMMANDS = [
  'new-chat',
  'search-conversations',
  'view-dashboard',
  'view-usage',
  'view-chat',
  'view-models',
  'view-batches',
  'view-settings',
  'refresh',
  'copy-last-answer',
  'show-shortcuts',
  // #34: Chat → Import.
  'import-conversations',
] as const
export type Command = (typeof COMMANDS)[number]

export interface Shortcut {
  command: Command
  /** What it does, in the menu and the "Keyboard shortcuts" dialog. */
  label: string
  /** The key with Ctrl (Cmd on macOS), as KeyboardEvent.key gives it, lower case. */
  key: string
  shift: boolean
  /** Electron's accelerator for the menu. */
  accelerator: string
}

const shortcut = (command: Command, label: string, key: string, shift = false): Shortcut => ({
  command,
  label,
  key,
  shift,
  accelerator: `CmdOrCtrl+${shift ? 'Shift+' : ''}${key.toUpperCase()}`,
})

/** Every shortcut, in the order the dialog lists them. One table for the menu, the keys and the dialog. */
export const SHORTCUTS: readonly Shortcut[] = [
  shortcut('new-chat', 'New chat', 'n'),
  shortcut('search-conversations', 'Search conversations', 'k'),
  shortcut('view-dashboard', 'Dashboard', '1'),
  shortcut('view-usage', 'Usage', '2'),
  shortcut('view-chat', 'Chat', '3'),
  shortcut('view-models', 'Models', '4'),
  shortcut('view-batches', 'Batches', '5'),
  shortcut('view-settings', 'Settings', '6'),
  shortcut('refresh', 'Refresh the current view', 'r'),
  shortcut('copy-last-answer', 'Copy the last answer', 'c', true),
  shortcut('show-shortcuts', 'Keyboard shortcuts', '/'),
  shortcut('import-conversations', 'Import conversations', 'o'),
]

/**
 * #39: browser mode's shortcuts. A browser keeps Ctrl+N (a new browser window) for itself, so a new
 * chat there is Ctrl+Shift+O, as in other web chat apps.
 */
export const BROWSER_SHORTCUTS: readonly Shortcut[] = SHORTCUTS.map((s) => (s.command === 'new-chat' ? shortcut('new-chat', s.label, 'o', true) : s))

export function shortcutsFor(browser: boolean): readonly Shortcut[] {
  return browser ? BROWSER_SHORTCUTS : SHORTCUTS
}

export interface KeyPress {
  key: string
  /** KeyboardEvent.code: the physical key, so Ctrl+Shift+1 still reads as 1. */
  code?: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** The physical key of each shortcut key on a US layout (used when `key` is changed by Shift). */
function codeOf(key: string): string {
  if (/^[0-9]$/.test(key)) return `Digit${key}`
  if (/^[a-z]$/.test(key)) return `Key${key.toUpperCase()}`
  return key === '/' ? 'Slash' : ''
}

/**
 * The command a key press stands for, or null. The modifier is Cmd on macOS and Ctrl elsewhere
 * (not both, never with Alt). Shift must match, except for "/", which some layouts type with Shift.
 */
export function commandForKey(press: KeyPress, mac: boolean, browser = false): Command | null {
  const mod = mac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey
  if (!mod || press.altKey) return null
  const key = press.key.toLowerCase()
  for (const s of shortcutsFor(browser)) {
    if (key !== s.key && press.code !== codeOf(s.key)) continue
    if (s.key !== '/' && press.shiftKey !== s.shift) continue
    return s.command
  }
  return null
}

/** "?" alone (Shift+/ on most layouts) also shows the shortcuts, outside text fields. */
export function isHelpKey(press: KeyPress): boolean {
  return press.key === '?' && !press.ctrlKey && !press.metaKey && !press.altKey
}

/** "Ctrl+Shift+C", or "⌘⇧C" on macOS. */
export function shortcutText(s: Shortcut, mac: boolean): string {
  const key = s.key.toUpperCase()
  if (mac) return `⌘${s.shift ? '⇧' : ''}${key}`
  return `Ctrl+${s.shift ? 'Shift+' : ''}${key}`
}
