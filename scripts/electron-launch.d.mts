/** Types for scripts/electron-launch.mjs. */

/** What the launch decisions depend on (probeMachine() reads the real one). */
export interface Machine {
  env: Record<string, string | undefined>
  platform: NodeJS.Platform
  /** null where the platform has no user ids (Windows). */
  uid: number | null
  /** The installed electron package's folder. */
  electronPackageDir: string
  /** The package's path.txt (executable inside dist/), null when the binary was never downloaded. */
  pathTxt: string | null
  exists(path: string): boolean
  hasXvfbRun: boolean
}

export interface Executable {
  path: string
  source: 'override' | 'package'
}

export type LaunchPlan =
  | { ok: true; executable: string; source: Executable['source']; flags: string[]; wrapper: string[] }
  | { ok: false; message: string }

export const EXECUTABLE_IN_DIST: Record<'linux' | 'darwin' | 'win32', string>
export function electronExecutable(machine: Machine): Executable
export function electronFlags(machine: Machine): string[]
export function needsVirtualDisplay(machine: Machine): boolean
export function missingBinaryMessage(executable: Executable): string
export function planElectronLaunch(machine: Machine): LaunchPlan
export function electronViteCommand(
  plan: Extract<LaunchPlan, { ok: true }>,
  mode: 'preview' | 'dev',
  extraArgs?: string[],
): { command: string; args: string[]; env: Record<string, string> }
export function probeMachine(env?: Record<string, string | undefined>): Machine
