import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

export interface Child {
  process: ChildProcess
  stop(): Promise<void>
}

/**
 * Starts a TypeScript file in its own Node process (through tsx) and waits until a stdout line
 * matches `ready`; resolves with the match.
 */
export async function startTsChild(file: string, args: string[], ready: RegExp, timeoutMs = 30_000): Promise<{ child: Child; match: RegExpExecArray }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
  const stop = (): Promise<void> =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve()
      proc.once('exit', () => resolve())
      proc.kill('SIGTERM')
      setTimeout(() => proc.kill('SIGKILL'), 3000).unref()
    })
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start within ${timeoutMs} ms`)), timeoutMs)
    const lines = createInterface({ input: proc.stdout as NodeJS.ReadableStream })
    lines.on('line', (line) => {
      const m = ready.exec(line)
      if (m) {
        clearTimeout(timer)
        resolve(m)
      }
    })
    proc.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${file} exited with ${code} before it was ready`))
    })
  })
  // Keep draining stdout so the child never blocks on a full pipe.
  proc.stdout?.resume()
  return { child: { process: proc, stop }, match }
}
