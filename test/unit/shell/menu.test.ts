import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { SHORTCUTS } from '../../../shared/shortcuts'
import { fakeElectronModule } from '../../support/fake-electron'

vi.mock('electron', () => fakeElectronModule())
const { appMenuTemplate } = await import('../../../electron/main/menu')

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((entry) => [entry, ...(Array.isArray(entry.submenu) ? items(entry.submenu) : [])])
}

describe('app menu', () => {
  for (const isMac of [false, true]) {
    it(`shows every keyboard shortcut, and a click sends its command to the window (${isMac ? 'macOS' : 'Windows, Linux'})`, () => {
      const actions = { command: vi.fn(), navigate: vi.fn(), about: vi.fn() }
      const all = items(appMenuTemplate(actions, isMac))
      for (const s of SHORTCUTS) {
        const entry = all.find((e) => e.accelerator === s.accelerator)
        expect(entry, s.accelerator).toBeDefined()
        // Shown, not registered: the window's key handling runs the shortcut, so it never runs twice.
        expect(entry?.registerAccelerator).toBe(false)
        ;(entry?.click as () => void)()
        expect(actions.command).toHaveBeenLastCalledWith(s.command)
      }
      expect(actions.command).toHaveBeenCalledTimes(SHORTCUTS.length)
      expect(all.some((e) => e.label === 'Keyboard Shortcuts')).toBe(true)
      expect(all.some((e) => e.role === 'appMenu')).toBe(isMac)
    })
  }

  it('keeps the standard editing roles (copy and paste in text fields)', () => {
    const roles = items(appMenuTemplate({ command: vi.fn(), navigate: vi.fn(), about: vi.fn() }, false)).map((e) => e.role)
    expect(roles).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'quit']))
  })
})
