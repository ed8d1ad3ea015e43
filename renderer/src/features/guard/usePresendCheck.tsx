import { type ReactNode, useState } from 'react'
import type { SendEstimate } from '../../../../shared/domain/guard'
import { useFetchSendEstimate } from '../../queries/guard'
import { PresendDialog } from './PresendDialog'

/**
 * The composer's pre-send check: `confirm(text)` resolves true at once when the message is under
 * the threshold and keeps the conversation under its cap (or cannot be estimated: nothing is
 * blocked silently), else asks in a dialog with the figures.
 */
export function usePresendCheck(model: string | undefined, conversationId?: string): { confirm(text: string): Promise<boolean>; dialog: ReactNode } {
  const fetchEstimate = useFetchSendEstimate()
  const [pending, setPending] = useState<{ estimate: SendEstimate; resolve(send: boolean): void } | null>(null)
  const confirm = async (text: string): Promise<boolean> => {
    if (!model) return true
    let estimate: SendEstimate
    try {
      estimate = await fetchEstimate(model, text, conversationId)
    } catch {
      return true
    }
    if (!estimate.ask) return true
    return new Promise<boolean>((resolve) => setPending({ estimate, resolve }))
  }
  const dialog = pending && (
    <PresendDialog
      estimate={pending.estimate}
      onAnswer={(send) => {
        pending.resolve(send)
        setPending(null)
      }}
    />
  )
  return { confirm, dialog }
}
