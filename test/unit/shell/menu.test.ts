import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { SHORTCUTS } from '../../../shared/shortcuts'
import { fakeElectronModule } from '../../support/fake-electron'
import { englishT, translatorFor } from '../../support/i18n'

vi.mock('electron', () => fakeElectronModule())
const { appMenuTemplate } = await import('../../../electron/main/menu')
const t = await englishT()

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((entry) => [entry, ...(Array.isArray(entry.submenu) ? items(entry.submenu) : [])])
}

describe('app menu', () => {
  for (const isMac of [false, true]) {
    it(`shows every keyboard shortcut, and a click sends its command to the window (${isMac ? 'macOS' : 'Windows, Linux'})`, () => {
      const actions = { command: vi.fn(), navigate: vi.fn(), about: vi.fn() }
      const all = items(appMenuTemplate(actions, isMac, t))
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
    const roles = items(appMenuTemplate({ command: vi.fn(), navigate: vi.fn(), about: vi.fn() }, false, t)).map((e) => e.role)
    expect(roles).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'quit']))
  })
})

// #37: main's words follow the app's language (the tray's are in tray-language.test.ts).
describe('app menu in another language', () => {
  for (const [locale, file, settings, help] of [
    ['de', 'Datei', 'Einstellungen…', 'Tastenkürzel'],
    ['ar', 'ملف', 'الإعدادات…', 'اختصارات لوحة المفاتيح'],
  ] as const) {
    it(`speaks ${locale}, shortcuts unchanged`, async () => {
      const translated = (await translatorFor(locale)).t
      const template = appMenuTemplate({ command: vi.fn(), navigate: vi.fn(), about: vi.fn() }, false, translated)
      expect(template[0]?.label).toBe(file)
      const all = items(template)
      expect(all.some((e) => e.label === settings && e.accelerator === 'CmdOrCtrl+,')).toBe(true)
      expect(all.some((e) => e.label === help)).toBe(true)
      expect(all.filter((e) => e.accelerator).length).toBeGreaterThanOrEqual(SHORTCUTS.length)
      // No English left in the app's own items (roles are Electron's, translated by the OS).
      const english = items(appMenuTemplate({ command: vi.fn(), navigate: vi.fn(), about: vi.fn() }, false, t)).map((e) => e.label)
      expect(all.filter((e, i) => e.label && e.label === english[i] && e.label !== 'Chat')).toEqual([])
    })
  }
})
