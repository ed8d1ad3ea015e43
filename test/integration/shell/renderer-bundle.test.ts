import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

describe('renderer bundle', () => {
  it('contains no network calls (fetch, XHR, EventSource, beacons); its one WebSocket goes back to the page’s own host', { timeout: 120_000 }, () => {
    execFileSync('npx', ['electron-vite', 'build'], { stdio: 'pipe' })
    const dir = join('out', 'renderer', 'assets')
    const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    const network = [/\b(?:globalThis|window|self)\s*\.\s*fetch\b/, /XMLHttpRequest/, /new EventSource\b/, /sendBeacon/, /importScripts/]
    const codes = scripts.map((file) => ({ file, code: readFileSync(join(dir, file), 'utf8') }))
    const found = codes.flatMap(({ file, code }) => [
      ...network.filter((pattern) => pattern.test(code)).map((pattern) => `${file}: ${pattern}`),
      ...bareFetchCalls(code).map((at) => `${file}: fetch( at ${at}`),
    ])
    expect(found).toEqual([])
    // Browser mode's transport (renderer/src/transport/): one WebSocket, to the door that served the page.
    const sockets = codes.flatMap(({ file, code }) => [...code.matchAll(/new WebSocket\b/g)].map(() => file))
    expect(sockets).toHaveLength(1)
    const transport = codes.find(({ file }) => file === sockets[0])?.code ?? ''
    expect(transport).toMatch(/:\/\/\$\{location\.host\}\/ws`/)
    // …and the same socket opened early, before the bundle runs (earlySocketScript, the start of
    // page-start.js), only without a preload; the page's first script makes no other network call either.
    const early = readFileSync(join('out', 'renderer', 'page-start.js'), 'utf8')
    expect([...network.filter((pattern) => pattern.test(early)), ...bareFetchCalls(early)]).toEqual([])
    expect([...early.matchAll(/new WebSocket\b/g)]).toHaveLength(1)
    expect(early).toContain("location.host + '/ws'")
    expect(early).toMatch(/if \(window\.tally\) return/)
  })
})

/** Calls of a bare `fetch(...)`; method definitions such as react-query's `fetch(options) {` are not calls. */
function bareFetchCalls(code: string): number[] {
  const calls: number[] = []
  for (const match of code.matchAll(/(?<![.\w$])fetch\s*\(/g)) {
    const after = code.slice(match.index + match[0].length, match.index + match[0].length + 300)
    if (!/^[^()]*\)\s*\{/.test(after)) calls.push(match.index)
  }
  return calls
}
