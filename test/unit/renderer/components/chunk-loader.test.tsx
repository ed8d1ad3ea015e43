// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { chunkLoader, useChunk, type ChunkLoader } from '../../../../renderer/src/components/chunk-loader'

afterEach(cleanup)

type Mod = { Hello: () => React.JSX.Element }

/** An importer the test answers by hand, counting how often it was asked. */
function handImporter() {
  const asks: { resolve: (m: Mod) => void; reject: (e: Error) => void }[] = []
  const importer = () => new Promise<Mod>((resolve, reject) => asks.push({ resolve, reject }))
  return { asks, importer }
}
const mod: Mod = { Hello: () => <p>Loaded</p> }

function Lazy({ chunk }: { chunk: ChunkLoader<Mod> }) {
  const m = useChunk(chunk)
  return m ? <m.Hello /> : <p>Stand-in</p>
}

describe('chunkLoader', () => {
  it('asks for the chunk once however many ask; once in, a component renders it directly (no stand-in)', async () => {
    const { asks, importer } = handImporter()
    const chunk = chunkLoader(importer)
    const first = chunk.load()
    expect(chunk.load()).toBe(first)
    render(<Lazy chunk={chunk} />)
    expect(screen.getByText('Stand-in')).toBeTruthy()
    expect(asks).toHaveLength(1)
    await act(async () => asks[0]!.resolve(mod))
    expect(await first).toBe(mod)
    expect(screen.getByText('Loaded')).toBeTruthy()
    expect(chunk.loaded).toBe(mod)
    cleanup()
    render(<Lazy chunk={chunk} />)
    expect(screen.getByText('Loaded')).toBeTruthy()
    expect(asks).toHaveLength(1)
  })

  it('a failed load leaves the stand-in and is not remembered: the next mount asks again', async () => {
    const { asks, importer } = handImporter()
    const chunk = chunkLoader(importer)
    render(<Lazy chunk={chunk} />)
    await act(async () => asks[0]!.reject(new Error('offline')))
    expect(screen.getByText('Stand-in')).toBeTruthy()
    expect(chunk.loaded).toBeNull()
    cleanup()
    render(<Lazy chunk={chunk} />)
    expect(asks).toHaveLength(2)
    await act(async () => asks[1]!.resolve(mod))
    expect(screen.getByText('Loaded')).toBeTruthy()
  })
})
