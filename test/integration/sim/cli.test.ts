import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import type { ModelsJson } from '../../support/sim/wire-shapes'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const children: ChildProcessWithoutNullStreams[] = []

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

function runCli(args: string[]): ChildProcessWithoutNullStreams {
  // `node --import tsx` (what `npm run sim` does, minus tsx's signal-relaying parent process).
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/sim/cli.ts', ...args], { cwd: root })
  children.push(child)
  return child
}

async function output(child: ChildProcessWithoutNullStreams, until: RegExp): Promise<string> {
  let text = ''
  for await (const chunk of child.stdout) {
    text += String(chunk)
    if (until.test(text)) return text
  }
  return text
}

describe('npm run sim (electron/sim/cli.ts)', () => {
  it('starts on 127.0.0.1, prints the base URL and the demo keys, and stops on SIGTERM', async () => {
    const child = runCli(['--port', '0', '--seed', '3', '--tokens-per-second', 'Infinity', '--usage-delay-ms', '500', '--rate-limit', '30/10'])
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += String(chunk)))
    const text = await output(child, /Ctrl\+C/)
    const baseUrl = /base URL: (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(text)?.[1]
    expect(baseUrl).toBeDefined()
    for (const key of ['sk-demo-funded', 'sk-demo-debt', 'sk-demo-noplan', 'sk-demo-nocredit', 'sk-demo-revoked']) expect(text).toContain(key)
    const models = (await (await fetch(`${baseUrl}/models`)).json()) as ModelsJson
    expect(models.data.length).toBeGreaterThanOrEqual(5)
    const balance = await fetch(`${baseUrl}/balance`, { headers: { authorization: 'Bearer sk-demo-funded' } })
    expect(balance.headers.get('x-ratelimit-limit')).toBe('30')
    child.kill('SIGTERM')
    const [code, signal] = (await once(child, 'exit')) as [number | null, string | null]
    expect({ code, signal, stderr, text }).toMatchObject({ code: 0, signal: null, stderr: '' })
  })

  it('--strict-params makes unlisted chat parameters a 400', async () => {
    const child = runCli(['--port', '0', '--tokens-per-second', 'Infinity', '--strict-params'])
    const text = await output(child, /Ctrl\+C/)
    const baseUrl = /base URL: (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(text)?.[1]
    expect(text).toContain('strict')
    const res = await fetch(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-demo-funded', 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'tally-mini', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: true } }),
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { param: string } }).error.param).toBe('stream_options')
    child.kill('SIGTERM')
    await once(child, 'exit')
  })

  it('rejects bad options with a usage message', async () => {
    const child = runCli(['--rate-limit', 'lots'])
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += String(chunk)))
    const [code] = (await once(child, 'exit')) as [number | null]
    expect(code).toBe(2)
    expect(stderr).toContain('--rate-limit')
  })
})
