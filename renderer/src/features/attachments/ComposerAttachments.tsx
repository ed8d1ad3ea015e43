import { useRef, useState } from 'react'
import { ACCEPTED_EXTENSIONS, type DecodeResult, MAX_ATTACHMENT_BYTES, decodeTextFile, fenceAttachment, refuseBeforeReading } from '../../../../shared/attachments/text-file'
import { formatDecimal } from '../chat/numbers'
import { useChatStore } from '../../stores/chat'
import { appendToDraft } from '../prompts/insert'
import { AttachmentChip } from './AttachmentChip'
import { t } from '../../i18n'
import './attachments.css'

type Attached = { id: number; name: string; fenced: string }

/** Reads files as text and puts each into the draft fenced; refusals are listed, the draft is untouched by them. */
export async function attachFiles(draftKey: string, files: readonly File[]): Promise<{ attached: Omit<Attached, 'id'>[]; refused: string[] }> {
  const attached: Omit<Attached, 'id'>[] = []
  const refused: string[] = []
  for (const file of files) {
    // Name and size first: a huge or wrong file is never read.
    const result = refuseBeforeReading(file.name, file.size) ?? decodeTextFile(file.name, new Uint8Array(await file.arrayBuffer()))
    if (!result.ok) {
      refused.push(refusalText(file, result))
      continue
    }
    const fenced = fenceAttachment(file.name, result.text)
    appendToDraft(draftKey, fenced)
    attached.push({ name: file.name, fenced })
  }
  return { attached, refused }
}

/** Why a file was not attached, in the shown language (the shared decoder's reason, with the file's name). */
function refusalText(file: File, result: DecodeResult & { ok: false }): string {
  const name = file.name
  switch (result.reason) {
    case 'unsupported_type':
      return t('attachments.refused.type', { name })
    case 'too_large':
      return t('attachments.refused.size', { name, size: formatDecimal(file.size / 1_000_000, 1, 1), max: formatDecimal(MAX_ATTACHMENT_BYTES / 1_000_000) })
    case 'binary':
      return t('attachments.refused.binary', { name })
    case 'undecodable':
      return t('attachments.refused.encoding', { name, encoding: (result.encoding ?? 'utf-8').toUpperCase() })
    case 'empty':
      return t('attachments.refused.empty', { name })
  }
}

let nextId = 1

/**
 * #27: text attachments in the composer: a button (and drop on the composer, which calls `onFiles`)
 * put each file into the message as fenced text; chips show each one's tokens and estimated cost.
 */
export function useComposerAttachments(draftKey: string) {
  const [attached, setAttached] = useState<Attached[]>([])
  const [refused, setRefused] = useState<string[]>([])
  const add = async (files: readonly File[]) => {
    const r = await attachFiles(draftKey, files)
    setAttached((a) => [...a, ...r.attached.map((x) => ({ ...x, id: nextId++ }))])
    setRefused(r.refused)
  }
  const remove = (item: Attached) => {
    const { drafts, setDraft } = useChatStore.getState()
    const draft = drafts[draftKey] ?? ''
    const at = draft.indexOf(item.fenced)
    if (at >= 0) setDraft(draftKey, (draft.slice(0, at) + draft.slice(at + item.fenced.length)).replace(/\n{3,}/g, '\n\n').trim())
    setAttached((a) => a.filter((x) => x.id !== item.id))
  }
  const clear = () => {
    setAttached([])
    setRefused([])
  }
  return { attached, refused, add, remove, clear, dismissRefused: () => setRefused([]) }
}

export function AttachButton({ onFiles }: { onFiles(files: File[]): void }) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <button type="button" className="btn-ghost btn-small" onClick={() => input.current?.click()} title={t('attachments.attachHint')}>
        {t('attachments.attach')}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_EXTENSIONS.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('attachments.attachFiles')}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])]
          e.target.value = ''
          if (files.length) onFiles(files)
        }}
      />
    </>
  )
}

export function AttachmentList({ state, model }: { state: ReturnType<typeof useComposerAttachments>; model: string | undefined }) {
  if (state.attached.length === 0 && state.refused.length === 0) return null
  return (
    <div className="composer-attachments">
      {state.attached.length > 0 && (
        <ul className="attachment-chips" aria-label={t('attachments.attached')}>
          {state.attached.map((a) => (
            <AttachmentChip key={a.id} name={a.name} fenced={a.fenced} model={model} onRemove={() => state.remove(a)} />
          ))}
        </ul>
      )}
      {state.refused.length > 0 && (
        <div className="attachment-refused" role="alert">
          <ul>
            {state.refused.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <button type="button" className="btn-ghost btn-small" onClick={state.dismissRefused}>
            {t('attachments.dismiss')}
          </button>
        </div>
      )}
    </div>
  )
}
