import { useEffect, useState } from 'react'

/** A component's own chunk (kept out of the first bundle), asked for once and kept once in. */
export interface ChunkLoader<M> {
  /** Asks for the chunk (once; again after a failure: browser mode offline, or its server restarted with a new build). */
  load: () => Promise<M>
  /** The module when it is in, else null. */
  readonly loaded: M | null
}

export function chunkLoader<M>(importer: () => Promise<M>): ChunkLoader<M> {
  let loaded: M | null = null
  let loading: Promise<M> | null = null
  return {
    load: () => {
      loading ??= importer().then(
        (m) => (loaded = m),
        (err: unknown) => {
          loading = null
          throw err
        },
      )
      return loading
    },
    get loaded() {
      return loaded
    },
  }
}

/**
 * A lazily loaded module for a component: at once when it is in already (rendered directly: no
 * React.lazy/Suspense, which holds a boundary's content back ~300 ms after its fallback showed), else
 * null until it loads. A failed load leaves null (the caller's stand-in stays) and the next mount asks again.
 */
export function useChunk<M>(chunk: ChunkLoader<M>): M | null {
  const [mod, setMod] = useState<M | null>(chunk.loaded)
  useEffect(() => {
    if (mod) return
    let live = true
    chunk.load().then(
      (m) => live && setMod(m),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [mod, chunk])
  return mod
}
