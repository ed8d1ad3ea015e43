import { type ChildProcess, spawn } from 'node:child_process'
import { expect } from '@playwright/test'

export interface BrowserModeProcess {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
  /** The printed one-time URL, once it is printed. */
  url(): Promise<string>
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>
}

/**
 * `npm start -- --browser` as a user runs it (the build is e2e.mjs's), its output kept. `env`
 * replaces the environment's variables given (undefined removes one: e.g. no D-Bus session, so
 * no Secret Service at all).
 */
export function startBrowserMode(dataDir: string, env: Record<string, string | undefined> = {}): BrowserModeProcess {
  let output = ''
  const merged: Record<string, string> = {}
  for (const [name, value] of Object.entries({ ...process.env, TALLY_DATA_DIR: dataDir, ...env })) if (value !== undefined) merged[name] = value
  const child = spawn(process.execPath, ['scripts/start.mjs', 'preview', '--browser', '--skipBuild'], { env: merged, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    output: () => output,
    exited,
    url: async () => {
      await expect.poll(() => output, { timeout: 60_000 }).toMatch(/Open: http:\/\/127\.0\.0\.1:\d+\/\?token=\S+/)
      return /Open: (\S+)/.exec(output)?.[1] ?? ''
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** No Secret Service for a child process: no D-Bus session to find one on, no display to start one from. */
export const NO_SECRET_SERVICE = { DBUS_SESSION_BUS_ADDRESS: undefined, DISPLAY: undefined, WAYLAND_DISPLAY: undefined, TALLY_KEYRING_READY: undefined } as const
