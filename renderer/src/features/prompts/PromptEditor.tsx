import { useState } from 'react'
import type { SavedPrompt } from '../../../../shared/domain/prompts'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useSavePrompt } from '../../queries/prompts'
import { t } from '../../i18n'

/** #27: a new prompt, or an edit of one: title, kind, text with {{variables}}, tags. */
export function PromptEditor({ prompt, onDone }: { prompt: SavedPrompt | null; onDone(saved: SavedPrompt | null): void }) {
  const save = useSavePrompt()
  const [title, setTitle] = useState(prompt?.title ?? '')
  const [kind, setKind] = useState<'prompt' | 'system'>(prompt?.kind ?? 'prompt')
  const [body, setBody] = useState(prompt?.body ?? '')
  const [tags, setTags] = useState(prompt?.tags.join(', ') ?? '')
  const error = save.error ? appErrorOf(save.error) : null
  return (
    <form
      className="prompt-editor"
      onSubmit={(e) => {
        e.preventDefault()
        const tagList = [...new Set(tags.split(',').map((tag) => tag.trim().slice(0, 40)).filter(Boolean))].slice(0, 20)
        save.mutate({ ...(prompt ? { id: prompt.id } : {}), title: title.trim(), kind, body, tags: tagList }, { onSuccess: (saved) => onDone(saved) })
      }}
    >
      <label>
        {t('prompts.title')}
        <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required />
      </label>
      <label>
        {t('prompts.kind')}
        <select value={kind} onChange={(e) => setKind(e.target.value === 'system' ? 'system' : 'prompt')}>
          <option value="prompt">{t('prompts.kindPrompt')}</option>
          <option value="system">{t('prompts.kindSystem')}</option>
        </select>
      </label>
      <label>
        {t('prompts.text')} <span className="muted small">{t('prompts.textHint', { example: '{{name}}' })}</span>
        <textarea rows={5} value={body} onChange={(e) => setBody(e.target.value)} required />
      </label>
      <label>
        {t('prompts.tags')} <span className="muted small">{t('prompts.tagsHint')}</span>
        <input type="text" value={tags} onChange={(e) => setTags(e.target.value)} />
      </label>
      {error && <ErrorNotice error={error} title={t('prompts.notSaved')} />}
      <div className="row">
        <button type="submit" className="btn-primary" disabled={save.isPending || !title.trim() || !body}>
          {t('prompts.save')}
        </button>
        <button type="button" onClick={() => onDone(null)}>
          {t('prompts.cancel')}
        </button>
      </div>
    </form>
  )
}
