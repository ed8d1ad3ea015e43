import { useCallback, useEffect, useRef, useState } from 'react'

/** Copies text; falls back to a hidden textarea when the async clipboard is refused. The one way the window copies. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.className = 'sr-only'
    document.body.append(area)
    area.select()
    try {
      return document.execCommand('copy')
    } catch {
      return false
    } finally {
      area.remove()
    }
  }
}

/** Copies text to the clipboard; `copied` is true for a moment afterwards (only when the copy worked). */
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
      void copyText(text).then((ok) => {
        if (!ok) return
        setCopied(true)
        if (timer.current) clearTimeout(timer.current)
        timer.current = setTimeout(() => setCopied(false), resetMs)
      })
    },
    [resetMs],
  )
  return [copied, copy]
}
