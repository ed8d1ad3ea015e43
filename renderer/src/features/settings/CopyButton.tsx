import { useEffect, useRef, useState } from 'react'
import { t } from '../../i18n'
import { copyText } from '../../components/clipboard'

type CopyState = 'idle' | 'copied' | 'failed'

/** "Copy" with a visually hidden description of what is copied; says "Copied" for a moment. */
export function CopyButton({ text, what, label, className }: { text: string | (() => Promise<string>); what?: string; label?: string; className?: string }) {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])

  const copy = async () => {
    let ok: boolean
    try {
      ok = await copyText(typeof text === 'string' ? text : await text())
    } catch {
      ok = false
    }
    setState(ok ? 'copied' : 'failed')
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => setState('idle'), 2000)
  }

  return (
    <>
      <button type="button" className={`copy-button ${className ?? ''}`} onClick={() => void copy()} data-state={state}>
        {state === 'copied' ? t('settings.copied') : state === 'failed' ? t('settings.copyFailed') : (label ?? t('settings.copy'))}
        {what && <span className="sr-only"> {what}</span>}
      </button>
      <span className="sr-only" role="status">
        {state === 'copied' ? (what ? t('settings.copiedWhat', { what }) : t('settings.copied')) : state === 'failed' ? t('settings.copyError') : ''}
      </span>
    </>
  )
}
