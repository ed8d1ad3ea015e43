import { describe, expect, it } from 'vitest'
import { Sequencer } from '../../../shared/sequencer'

function deferred() {
  let resolve!: () => void
  let reject!: (err: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('Sequencer', () => {
  it('runs tasks under one key one after another, in the order they were queued', async () => {
    const seq = new Sequencer()
    const log: string[] = []
    const first = deferred()
    const a = seq.run('k', async () => {
      log.push('a start')
      await first.promise
      log.push('a end')
    })
    const b = seq.run('k', () => {
      log.push('b')
      return 'b result'
    })
    await Promise.resolve()
    expect(log).toEqual(['a start'])
    first.resolve()
    await a
    expect(await b).toBe('b result')
    expect(log).toEqual(['a start', 'a end', 'b'])
  })

  it('a failed task fails only its own caller; the next one still runs', async () => {
    const seq = new Sequencer()
    const failed = seq.run('k', () => Promise.reject(new Error('disk full')))
    const next = seq.run('k', () => 'ran')
    await expect(failed).rejects.toThrow('disk full')
    await expect(next).resolves.toBe('ran')
  })

  it('different keys do not wait for each other', async () => {
    const seq = new Sequencer()
    const blocked = deferred()
    void seq.run('a', () => blocked.promise)
    await expect(seq.run('b', () => 'free')).resolves.toBe('free')
    blocked.resolve()
  })

  it('idle waits for everything queued, including tasks queued while waiting', async () => {
    const seq = new Sequencer()
    const log: string[] = []
    const gate = deferred()
    void seq.run('a', async () => {
      await gate.promise
      void seq.run('b', () => void log.push('b'))
      log.push('a')
    })
    const idle = seq.idle().then(() => log.push('idle'))
    gate.resolve()
    await idle
    expect(log).toEqual(['a', 'b', 'idle'])
    await expect(seq.idle('missing')).resolves.toBeUndefined()
  })
})
