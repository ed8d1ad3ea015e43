import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The argument a start at login passes: the app starts hidden in the tray. */
export const HIDDEN_ARG = '--hidden'

export interface LoginItemOptions {
  enabled: boolean
  platform: string
  /** The executable to start (on Linux an AppImage's own path, `$APPIMAGE`, when there is one). */
  execPath: string
  env: Record<string, string | undefined>
  homeDir: string
  /** Electron's `app.setLoginItemSettings` (macOS and Windows). */
  setLoginItemSettings(settings: { openAtLogin: boolean; openAsHidden: boolean; args: string[] }): void
}

/** `$XDG_CONFIG_HOME/autostart/tokentally.desktop` (default `~/.config`). */
export function autostartFile(env: Record<string, string | undefined>, homeDir: string): string {
  const config = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(homeDir, '.config')
  return join(config, 'autostart', 'tokentally.desktop')
}

export function autostartEntry(execPath: string): string {
  const exec = /[\s"'\\$`]/.test(execPath) ? `"${execPath.replace(/(["\\$`])/g, '\\$1')}"` : execPath
  return ['[Desktop Entry]', 'Type=Application', 'Name=Tokentally', 'Comment=Balance and usage in the tray', `Exec=${exec} ${HIDDEN_ARG}`, 'Terminal=false', 'X-GNOME-Autostart-enabled=true', ''].join('\n')
}

/** Start at login on or off: Electron's login items on macOS and Windows, an XDG autostart entry on Linux. */
export async function applyStartAtLogin(o: LoginItemOptions): Promise<string | null> {
  if (o.platform === 'darwin' || o.platform === 'win32') {
    o.setLoginItemSettings({ openAtLogin: o.enabled, openAsHidden: true, args: [HIDDEN_ARG] })
    return null
  }
  const file = autostartFile(o.env, o.homeDir)
  if (o.enabled) {
    await mkdir(join(file, '..'), { recursive: true })
    await writeFile(file, autostartEntry(o.env.APPIMAGE ?? o.execPath), 'utf8')
  } else {
    await rm(file, { force: true })
  }
  return file
}
