import { describe, expect, it } from 'vitest'
import { Emitter } from '../../../shared/emitter'

describe('Emitter', () => {
  it('calls listeners in order until each is disposed', () => {
    const emitter = new Emitter<number>()
    const seen: string[] = []
    const offA = emitter.on((n) => seen.push(`a${n}`))
    emitter.on((n) => seen.push(`b${n}`))
    emitter.emit(1)
    offA()
    emitter.emit(2)
    expect(seen).toEqual(['a1', 'b1', 'b2'])
    expect(emitter.size).toBe(1)
  })

  it('a throwing listener reaches onError and the others still run', () => {
    const errors: unknown[] = []
    const emitter = new Emitter<string>((err) => errors.push(err))
    const seen: string[] = []
    emitter.on(() => {
      throw new Error('boom')
    })
    emitter.on((v) => seen.push(v))
    emitter.emit('x')
    expect(seen).toEqual(['x'])
    expect((errors[0] as Error).message).toBe('boom')
  })

  it('the same function subscribed twice is disposed one subscription at a time', () => {
    const emitter = new Emitter<number>()
    let calls = 0
    const listener = () => calls++
    const off = emitter.on(listener)
    emitter.on(listener)
    off()
    emitter.emit(0)
    expect(calls).toBe(1)
  })
})
