import { useEffect, useState } from 'react'

/**
 * A lazily loaded module for a component: `loaded` when it is in already (rendered directly, no
 * Suspense round), else null until `load` resolves. A failed load leaves null (the caller's
 * stand-in stays) and the next mount asks again.
 */
export function useLoadedChunk<M>(loaded: M | null, load: () => Promise<M>): M | null {
  const [mod, setMod] = useState<M | null>(loaded)
  useEffect(() => {
    if (mod) return
    let live = true
    load().then(
      (m) => live && setMod(m),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [mod, load])
  return mod
}
