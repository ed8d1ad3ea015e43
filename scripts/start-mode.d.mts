/** Types for scripts/start-mode.mjs. */

export interface StartArgs {
  browser: boolean
  desktop: boolean
  browserArgs: string[]
  viteArgs: string[]
  skipBuild: boolean
}

export type StartChoice = { mode: 'desktop' } | { mode: 'browser'; note: string | null } | { mode: 'fail'; message: string }

export function splitStartArgs(argv: readonly string[]): StartArgs
export function chooseStartMode(wanted: { browser: boolean; desktop: boolean }, plan: { ok: boolean; message?: string }): StartChoice
export function nodeTooOld(version?: string): boolean
