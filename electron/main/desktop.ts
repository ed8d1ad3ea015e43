import { homedir } from 'node:os'
import { type BrowserWindow, app, dialog } from 'electron'
import type { Core } from '../services/app/core'
import { closeChoiceOf, closeQuestion } from '../services/desktop/close-to-tray'
import { applyStartAtLogin } from '../services/desktop/login-item'

/** Linux, first close: keep running in the tray? The answer is saved (Settings → Desktop changes it). */
export async function askCloseToTray(win: BrowserWindow | null, core: Core): Promise<boolean> {
  const options = { type: 'question' as const, ...closeQuestion(core.t), defaultId: 0, cancelId: 0 }
  const { response } = win ? await dialog.showMessageBox(win, options) : await dialog.showMessageBox(options)
  const keep = closeChoiceOf(response)
  await core.updateSettings({ closeToTray: keep })
  return keep
}

/** Start at login follows its setting: applied at start (the entry may have been removed by hand) and on each change. */
export function followStartAtLogin(core: Core, log: (level: 'info' | 'warn' | 'error', message: string) => void): void {
  let applied: boolean | null = null
  const apply = (enabled: boolean) => {
    if (enabled === applied) return
    applied = enabled
    applyStartAtLogin({
      enabled,
      platform: process.platform,
      execPath: process.execPath,
      env: process.env,
      homeDir: homedir(),
      setLoginItemSettings: (settings) => app.setLoginItemSettings(settings),
    }).then(
      (file) => log('info', `start at login ${enabled ? 'on' : 'off'}${file ? ` (${file})` : ''}`),
      (err: unknown) => log('warn', `start at login could not be ${enabled ? 'set' : 'removed'}: ${(err as Error).message}`),
    )
  }
  // Nothing to undo when it was never turned on: a first start writes nothing.
  if (core.settings().startAtLogin) apply(true)
  else applied = false
  core.onSettings((settings) => apply(settings.startAtLogin))
}
