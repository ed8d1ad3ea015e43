import { useCallback, useEffect, useRef, useState } from 'react'

/** Copies text to the clipboard; `copied` is true for a moment afterwards. */
export function useCopy(resetMs = 1500): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const copy = useCallback(
    (text: string) => {
      void navigator.clipboard
        .writeText(text)
        .then(() => {
          setCopied(true)
          if (timer.current) clearTimeout(timer.current)
          timer.current = setTimeout(() => setCopied(false), resetMs)
        })
        .catch(() => undefined)
    },
    [resetMs],
  )
  return [copied, copy]
}
