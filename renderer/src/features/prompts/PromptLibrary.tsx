import { useRef, useState } from 'react'
import type { SavedPrompt } from '../../../../shared/domain/prompts'
import { variablesOf } from '../../../../shared/prompts/variables'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useDeletePrompt, useExportPrompts, useImportPrompts, usePrompts } from '../../queries/prompts'
import { PromptEditor } from './PromptEditor'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { formatCount } from '../../../../shared/i18n/format'
import { VariableForm } from './VariableForm'
import './prompts.css'

interface Props {
  onClose(): void
  /** Puts a filled prompt into the composer. */
  onInsert(text: string): void
  /** Sets a filled preset as the conversation's system prompt; without it presets are inserted as text. */
  onSystemPrompt?: (text: string) => void
}

/** #27: the prompt library: search, tags, pick one (fill its variables), add, edit, delete, import and export JSON. */
export default function PromptLibrary({ onClose, onInsert, onSystemPrompt }: Props) {
  const [search, setSearch] = useState('')
  const [tag, setTag] = useState<string | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [editing, setEditing] = useState<SavedPrompt | 'new' | null>(null)
  const list = usePrompts(search, tag)
  const remove = useDeletePrompt()
  const exporter = useExportPrompts()
  const importer = useImportPrompts()
  const fileRef = useRef<HTMLInputElement>(null)
  const prompts = list.data?.prompts ?? []
  const selected = prompts.find((p) => p.id === selectedId) ?? null
  const failure = [list.error, remove.error, exporter.error, importer.error].map((e) => (e ? appErrorOf(e) : null)).find((e) => e !== null) ?? null

  const use = (p: SavedPrompt, text: string) => {
    if (p.kind === 'system' && onSystemPrompt) onSystemPrompt(text)
    else onInsert(text)
    onClose()
  }

  return (
    <Dialog title={t('prompts.library')} onClose={onClose} className="prompt-library-modal">
      <div className="prompt-library">
        <div className="prompt-library-tools row">
          <input type="search" aria-label={t('prompts.search')} placeholder={t('prompts.search')} value={search} onChange={(e) => setSearch(e.target.value)} data-autofocus />
          <select aria-label={t('prompts.tag')} value={tag ?? ''} onChange={(e) => setTag(e.target.value || null)}>
            <option value="">{t('prompts.allTags')}</option>
            {list.data?.tags.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => setEditing('new')}>
            {t('prompts.new')}
          </button>
          <button type="button" onClick={() => fileRef.current?.click()}>
            {t('prompts.import')}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('prompts.importLabel')}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) void file.text().then((json) => importer.mutate(json))
            }}
          />
          <button type="button" onClick={() => exporter.mutate()} disabled={exporter.isPending}>
            {t('prompts.export')}
          </button>
        </div>
        <p className="small muted prompt-library-status" role="status">
          {importer.data
            ? t(importer.data.skipped ? 'prompts.importedSkipped' : 'prompts.imported', {
                count: importer.data.imported,
                n: formatCount(importer.data.imported),
                skipped: formatCount(importer.data.skipped),
              })
            : null}
          {exporter.data
            ? exporter.data.saved
              ? tRich('prompts.exported', { count: exporter.data.count, n: formatCount(exporter.data.count), path: <bdi className="mono">{exporter.data.path}</bdi> })
              : t('prompts.exportCancelled')
            : null}
        </p>
        {failure && <ErrorNotice error={failure} title={t('prompts.failed')} />}

        {editing ? (
          <PromptEditor
            prompt={editing === 'new' ? null : editing}
            onDone={(saved) => {
              setEditing(null)
              if (saved) setSelectedId(saved.id)
            }}
          />
        ) : (
          <div className="prompt-library-body">
            {list.isPending ? (
              <p className="muted">{t('prompts.loading')}</p>
            ) : prompts.length === 0 ? (
              <p className="muted prompt-empty">{search || tag ? t('prompts.noMatch') : t('prompts.none')}</p>
            ) : (
              <ul className="prompt-list" aria-label={t('prompts.saved')}>
                {prompts.map((p) => (
                  <li key={p.id}>
                    <button type="button" className="prompt-item" aria-pressed={p.id === selectedId} onClick={() => setSelectedId(p.id)}>
                      <span className="prompt-item-title">
                        <bdi className="user-data">{p.title}</bdi> {p.kind === 'system' && <span className="prompt-kind">{t('prompts.systemBadge')}</span>}
                      </span>
                      <span className="prompt-item-body muted small user-data" dir="auto">{p.body.slice(0, 120)}</span>
                      {p.tags.length > 0 && <span className="prompt-item-tags small user-data" dir="auto">{p.tags.map((name) => `#${name}`).join(' ')}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {selected && (
              <section className="prompt-detail" aria-label={t('prompts.detailLabel', { title: selected.title })}>
                <pre className="prompt-detail-body user-data" dir="auto" tabIndex={0}>{selected.body}</pre>
                {variablesOf(selected.body).length > 0 ? (
                  <VariableForm key={selected.id} body={selected.body} onFilled={(text) => use(selected, text)} submitLabel={selected.kind === 'system' && onSystemPrompt ? t('prompts.useAsSystem') : t('prompts.insert')} />
                ) : (
                  <button type="button" className="btn-primary" onClick={() => use(selected, selected.body)}>
                    {selected.kind === 'system' && onSystemPrompt ? t('prompts.useAsSystem') : t('prompts.insert')}
                  </button>
                )}
                <div className="row">
                  <button type="button" className="btn-ghost btn-small" onClick={() => setEditing(selected)}>
                    {t('prompts.edit')}
                  </button>
                  <button type="button" className="btn-ghost btn-small btn-danger" onClick={() => remove.mutate(selected.id, { onSuccess: () => setSelectedId(null) })}>
                    {t('prompts.delete')}
                  </button>
                </div>
              </section>
            )}
          </div>
        )}
        <div className="row prompt-library-foot">
          <button type="button" onClick={onClose}>
            {t('frame.close')}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
