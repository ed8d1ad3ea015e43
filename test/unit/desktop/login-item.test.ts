import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HIDDEN_ARG, applyStartAtLogin, autostartFile } from '../../../electron/services/desktop/login-item'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

describe('start at login', () => {
  it('Linux: writes an XDG autostart entry under $XDG_CONFIG_HOME that starts hidden, and removes it when turned off', async () => {
    const config = await tmp()
    const calls: unknown[] = []
    const options = { platform: 'linux', execPath: '/opt/Tokentally/tokentally', env: { XDG_CONFIG_HOME: config }, homeDir: '/nonexistent', setLoginItemSettings: (s: unknown) => calls.push(s) }
    const file = await applyStartAtLogin({ ...options, enabled: true })
    expect(file).toBe(join(config, 'autostart', 'tokentally.desktop'))
    const text = await readFile(file as string, 'utf8')
    expect(text).toContain('[Desktop Entry]')
    expect(text).toContain(`Exec=/opt/Tokentally/tokentally ${HIDDEN_ARG}`)
    expect(text).toContain('Type=Application')
    await applyStartAtLogin({ ...options, enabled: false })
    expect(await exists(file as string)).toBe(false)
    // Turning off twice is not an error.
    await applyStartAtLogin({ ...options, enabled: false })
    expect(calls).toEqual([])
  })

  it('Linux: ~/.config without XDG_CONFIG_HOME; an AppImage starts its own file, quoted when it has spaces', async () => {
    const home = await tmp()
    const file = await applyStartAtLogin({ enabled: true, platform: 'linux', execPath: '/tmp/.mount_x/tokentally', env: { APPIMAGE: '/home/a b/Tokentally.AppImage' }, homeDir: home, setLoginItemSettings: () => undefined })
    expect(file).toBe(join(home, '.config', 'autostart', 'tokentally.desktop'))
    expect(await readFile(file as string, 'utf8')).toContain('Exec="/home/a b/Tokentally.AppImage" --hidden')
  })

  it('a relative XDG_CONFIG_HOME is ignored, as the spec says', () => {
    expect(autostartFile({ XDG_CONFIG_HOME: 'relative/dir' }, '/home/u')).toBe('/home/u/.config/autostart/tokentally.desktop')
  })

  for (const platform of ['darwin', 'win32']) {
    it(`${platform}: Electron's login item, opened hidden, and nothing written`, async () => {
      const home = await tmp()
      const calls: unknown[] = []
      const base = { platform, execPath: 'C:\\Tokentally.exe', env: {}, homeDir: home, setLoginItemSettings: (s: unknown) => calls.push(s) }
      expect(await applyStartAtLogin({ ...base, enabled: true })).toBeNull()
      await applyStartAtLogin({ ...base, enabled: false })
      expect(calls).toEqual([
        { openAtLogin: true, openAsHidden: true, args: [HIDDEN_ARG] },
        { openAtLogin: false, openAsHidden: true, args: [HIDDEN_ARG] },
      ])
      expect(await exists(join(home, '.config'))).toBe(false)
    })
  }
})
