import { describe, expect, it } from 'vitest'
import { type Command, COMMANDS, commandForKey, isHelpKey, type KeyPress, SHORTCUTS, shortcutText, shortcutsFor } from '../../../shared/shortcuts'

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods })
const ctrl = (key: string, mods: Partial<KeyPress> = {}) => press(key, { ctrlKey: true, ...mods })
const cmd = (key: string, mods: Partial<KeyPress> = {}) => press(key, { metaKey: true, ...mods })

describe('keyboard shortcuts', () => {
  it('maps Ctrl (Windows, Linux) and Cmd (macOS) + key to each command', () => {
    const expected: [string, Partial<KeyPress>, Command][] = [
      ['n', {}, 'new-chat'],
      ['k', {}, 'search-conversations'],
      ['1', {}, 'view-dashboard'],
      ['2', {}, 'view-usage'],
      ['3', {}, 'view-chat'],
      ['4', {}, 'view-models'],
      ['5', {}, 'view-batches'],
      ['6', {}, 'view-settings'],
      ['r', {}, 'refresh'],
      ['C', { shiftKey: true }, 'copy-last-answer'],
      ['/', {}, 'show-shortcuts'],
    ]
    for (const [key, mods, command] of expected) {
      expect(commandForKey(ctrl(key, mods), false), `Ctrl+${key}`).toBe(command)
      expect(commandForKey(cmd(key, mods), true), `Cmd+${key}`).toBe(command)
    }
  })

  it('#39: in browser mode New chat is Ctrl+Shift+O (the browser keeps Ctrl+N); "?" alone shows the shortcuts', () => {
    expect(commandForKey(ctrl('O', { shiftKey: true, code: 'KeyO' }), false, true)).toBe('new-chat')
    expect(commandForKey(ctrl('n'), false, true)).toBeNull()
    expect(commandForKey(ctrl('n'), false, false)).toBe('new-chat')
    expect(commandForKey(ctrl('6'), false, true)).toBe('view-settings')
    expect(shortcutText(shortcutsFor(true).find((s) => s.command === 'new-chat')!, false)).toBe('Ctrl+Shift+O')
    expect(isHelpKey(press('?', { shiftKey: true }))).toBe(true)
    expect(isHelpKey(ctrl('?', { shiftKey: true }))).toBe(false)
    expect(new Set(shortcutsFor(true).map((s) => `${s.shift}+${s.key}`)).size).toBe(SHORTCUTS.length)
  })

  it('the wrong modifier for the platform, Alt, or no modifier is no shortcut', () => {
    expect(commandForKey(cmd('n'), false)).toBeNull()
    expect(commandForKey(ctrl('n'), true)).toBeNull()
    expect(commandForKey(ctrl('n', { metaKey: true }), false)).toBeNull()
    expect(commandForKey(ctrl('n', { altKey: true }), false)).toBeNull()
    expect(commandForKey(press('n'), false)).toBeNull()
    expect(commandForKey(press('Enter'), false)).toBeNull()
  })

  it('Shift must match: Ctrl+C stays copy, Ctrl+Shift+N is not a new chat', () => {
    expect(commandForKey(ctrl('c'), false)).toBeNull()
    expect(commandForKey(ctrl('N', { shiftKey: true }), false)).toBeNull()
    expect(commandForKey(ctrl('R', { shiftKey: true }), false)).toBeNull()
  })

  it('reads the physical key when Shift changes what the key types; "/" with or without Shift', () => {
    expect(commandForKey(ctrl('!', { code: 'Digit1', shiftKey: true }), false)).toBeNull()
    expect(commandForKey(ctrl('c', { code: 'KeyC', shiftKey: true }), false)).toBe('copy-last-answer')
    expect(commandForKey(ctrl('?', { code: 'Slash', shiftKey: true }), false)).toBe('show-shortcuts')
    // A layout where "/" is Shift+7: the key says "/".
    expect(commandForKey(ctrl('/', { code: 'Digit7', shiftKey: true }), false)).toBe('show-shortcuts')
  })

  it('one entry per command, each with a distinct key and a menu accelerator', () => {
    expect(SHORTCUTS.map((s) => s.command).sort()).toEqual([...COMMANDS].sort())
    expect(new Set(SHORTCUTS.map((s) => `${s.shift}+${s.key}`)).size).toBe(SHORTCUTS.length)
    expect(SHORTCUTS.find((s) => s.command === 'copy-last-answer')?.accelerator).toBe('CmdOrCtrl+Shift+C')
    expect(SHORTCUTS.find((s) => s.command === 'show-shortcuts')?.accelerator).toBe('CmdOrCtrl+/')
  })

  it('is written the platform’s way', () => {
    const copy = SHORTCUTS.find((s) => s.command === 'copy-last-answer')!
    expect(shortcutText(copy, false)).toBe('Ctrl+Shift+C')
    expect(shortcutText(copy, true)).toBe('⌘⇧C')
    expect(shortcutText(SHORTCUTS[0]!, false)).toBe('Ctrl+N')
  })
})
