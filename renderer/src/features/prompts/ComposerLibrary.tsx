import { Suspense, lazy } from 'react'
import { appendToDraft } from './insert'

const PromptLibrary = lazy(() => import('./PromptLibrary'))

/** #27: the composer's prompt library (loaded on first open); a pick goes to the end of the draft. */
export function ComposerLibrary({ draftKey, open, onClose, onSystemPrompt, focusBox }: { draftKey: string; open: boolean; onClose(): void; onSystemPrompt?: (text: string) => void; focusBox(): void }) {
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <PromptLibrary
        onClose={() => {
          onClose()
          focusBox()
        }}
        onInsert={(text) => appendToDraft(draftKey, text)}
        {...(onSystemPrompt ? { onSystemPrompt } : {})}
      />
    </Suspense>
  )
}
