import { existsSync } from 'node:fs'
import type { StandinSnapshot } from './driver'

/** The webPreferences every window of the app must have (Electron's security checklist). */
export const HARDENED: Record<string, unknown> = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
}

/** What is wrong with the app's windows: a weakened option, or a preload that is not there. Empty when all is well. */
export function windowProblems(snapshot: StandinSnapshot): string[] {
  if (snapshot.windows.length === 0) return ['no window was created']
  const problems: string[] = []
  for (const win of snapshot.windows) {
    const prefs = win.options.webPreferences ?? {}
    for (const [key, want] of Object.entries(HARDENED)) if (prefs[key] !== want) problems.push(`window ${win.id}: webPreferences.${key} is ${String(prefs[key])}, not ${String(want)}`)
    const preload = prefs.preload
    if (typeof preload !== 'string' || !existsSync(preload)) problems.push(`window ${win.id}: the preload ${String(preload)} does not exist`)
  }
  return problems
}
