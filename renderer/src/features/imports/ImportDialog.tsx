import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { ImportProgress } from '../../../../shared/domain/imports'
import { SOURCE_NAMES } from '../../../../shared/domain/import-sources'
import { toAppError } from '../../../../shared/error-core'
import type { AppError } from '../../../../shared/domain/errors'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { afterImport, cancelImport, importFile, useImportProgress } from '../../queries/imports'
import { useChatStore } from '../../stores/chat'
import { useUi } from '../../stores/ui'
import { CostHere } from './CostHere'
import { formatCount } from '../../../../shared/i18n/format'
import { skipReasonText, skippedTitle } from '../../../../shared/imports/skip-words'
import { intlTag } from '../../../../shared/i18n/format-locale'
import type { MessageKey } from '../../../../shared/i18n/catalogue'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import './imports.css'

/** A plural message whose count shows as {n}, in the shown language's digits. */
const counted = (key: MessageKey, n: number) => t(key, { count: n, n: formatCount(n) })

function megabytes(bytes: number): string {
  if (bytes < 1_000_000) return t('imports.kb', { size: formatCount(Math.max(1, Math.round(bytes / 1000))) })
  const digits = bytes < 10_000_000 ? 1 : 0
  return t('imports.mb', { size: new Intl.NumberFormat(intlTag(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(bytes / 1_000_000) })
}

/** "3 new, 1 already here, 2 updated, 1 skipped" (the last two only when there are some). */
function tally(p: { added: number; alreadyHere: number; updated?: number; skipped?: number }): string {
  const parts = [t('imports.counts.tally', { added: formatCount(p.added), here: formatCount(p.alreadyHere) })]
  if (p.updated) parts.push(t('imports.counts.updated', { updated: formatCount(p.updated) }))
  if (p.skipped) parts.push(t('imports.counts.skipped', { skipped: formatCount(p.skipped) }))
  return parts.join(t('imports.listSeparator'))
}

/** An app's name, as it writes it, isolated in running text. */
const appName = (name: string) => <bdi dir="ltr">{name}</bdi>

/** Where each app keeps its export (steps in its own menus). */
const SOURCE_STEPS: [string, MessageKey][] = [
  ['ChatGPT', 'imports.steps.chatgpt'],
  ['Claude', 'imports.steps.claude'],
  ['Open WebUI', 'imports.steps.openWebUi'],
  ['LibreChat', 'imports.steps.libreChat'],
  ['Chatbox', 'imports.steps.chatbox'],
  ['Tokentally', 'imports.steps.tokentally'],
]

type Stage = { kind: 'choose' } | { kind: 'running'; importId: string | null; file: File } | { kind: 'ended'; result: ImportProgress } | { kind: 'refused'; error: AppError; file: File }

/**
 * #34 Chat → Import (or a file dropped on the window): choose an export, watch it come in (bytes and
 * conversations, Cancel), then what it did: new, already here, skipped with why; or what is wrong
 * with the file. A finished import of another app's history offers "What it would have cost here".
 */
export default function ImportDialog({ file, onClose: close }: { file: File | null; onClose(): void }) {
  const client = useQueryClient()
  const onClose = () => {
    afterImport(client)
    close()
  }
  const [stage, setStage] = useState<Stage>({ kind: 'choose' })
  const started = useRef(false)

  const run = (chosen: File) => {
    setStage({ kind: 'running', importId: null, file: chosen })
    importFile(client, chosen, (importId) => setStage({ kind: 'running', importId, file: chosen }))
      .then((result) => setStage({ kind: 'ended', result }))
      .catch((err: unknown) => setStage({ kind: 'refused', error: appErrorOf(err) ?? toAppError(err), file: chosen }))
  }
  useEffect(() => {
    if (file && !started.current) {
      started.current = true
      run(file)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file])

  const busy = stage.kind === 'running'
  return (
    <Dialog title={t('imports.title')} onClose={busy ? () => undefined : onClose} className="import-dialog">
      {stage.kind === 'choose' && <Choose onFile={run} onClose={onClose} />}
      {stage.kind === 'running' && <Running importId={stage.importId} file={stage.file} />}
      {stage.kind === 'ended' && <Ended result={stage.result} onAgain={() => setStage({ kind: 'choose' })} onClose={onClose} />}
      {stage.kind === 'refused' && (
        <>
          <ErrorNotice error={stage.error} title={t('imports.notImported', { name: stage.file.name })} />
          <div className="row dialog-actions">
            <button type="button" className="btn-primary" onClick={() => setStage({ kind: 'choose' })}>
              {t('imports.chooseAnother')}
            </button>
            <button type="button" onClick={onClose}>
              {t('frame.close')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  )
}

function Choose({ onFile, onClose }: { onFile(file: File): void; onClose(): void }) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  return (
    <>
      <p className="small">{t('imports.intro')}</p>
      <div
        className={over ? 'import-drop is-over' : 'import-drop'}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault()
          event.stopPropagation()
          setOver(false)
          const dropped = event.dataTransfer.files[0]
          if (dropped) onFile(dropped)
        }}
      >
        <p>{t('imports.drop')}</p>
        <button type="button" className="btn-primary" onClick={() => input.current?.click()} data-autofocus>
          {t('imports.choose')}
        </button>
        <input
          ref={input}
          type="file"
          className="sr-only"
          aria-label={t('imports.fileLabel')}
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            event.target.value = ''
            if (chosen) onFile(chosen)
          }}
        />
      </div>
      <ul className="import-sources small">
        {SOURCE_STEPS.map(([name, key]) => (
          <li key={name}>
            {tRich('imports.source', { app: <strong>{appName(name)}</strong>, steps: t(key) })}
          </li>
        ))}
      </ul>
      <div className="row dialog-actions">
        <button type="button" onClick={onClose}>
          {t('imports.cancel')}
        </button>
      </div>
    </>
  )
}

function Running({ importId, file }: { importId: string | null; file: File }) {
  const progress = useImportProgress(importId)
  const [cancelling, setCancelling] = useState(false)
  const done = progress?.bytesDone ?? 0
  const total = progress?.bytesTotal ?? file.size
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0
  return (
    <>
      <p className="small">
        {progress?.source
          ? tRich('imports.readingFrom', { file: <strong className="user-data"><bdi>{file.name}</bdi></strong>, source: appName(SOURCE_NAMES[progress.source]) })
          : tRich('imports.reading', { file: <strong className="user-data"><bdi>{file.name}</bdi></strong> })}
      </p>
      <div className="import-bar" role="progressbar" aria-label={t('imports.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={t('imports.progressText', { percent })}>
        <div className="import-bar-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="small import-counts" role="status">
        {t('imports.counts.read', { done: megabytes(done), total: megabytes(total), count: progress?.conversationsRead ?? 0, n: formatCount(progress?.conversationsRead ?? 0) })}
        {progress ? ` · ${tally(progress)}` : ''}
      </p>
      <div className="row dialog-actions">
        <button
          type="button"
          onClick={() => {
            if (!importId) return
            setCancelling(true)
            void cancelImport(importId)
          }}
          disabled={!importId || cancelling}
        >
          {cancelling ? t('imports.cancelling') : t('imports.cancel')}
        </button>
        <span className="small muted">{t('imports.keptNote')}</span>
      </div>
    </>
  )
}

function Ended({ result, onAgain, onClose }: { result: ImportProgress; onAgain(): void; onClose(): void }) {
  const setView = useUi((s) => s.setView)
  const select = useChatStore((s) => s.select)
  const source = result.source ? SOURCE_NAMES[result.source] : null
  const written = result.added + result.updated
  const headline =
    result.phase === 'done'
      ? source
        ? t('imports.ended.doneFrom', { source, tally: tally({ added: result.added, alreadyHere: result.alreadyHere }) })
        : tally({ added: result.added, alreadyHere: result.alreadyHere })
      : result.phase === 'cancelled'
        ? counted('imports.ended.cancelled', written)
        : written === 0
          ? t('imports.ended.nothing')
          : counted('imports.ended.stopped', written)
  return (
    <>
      {result.phase === 'failed' && result.error && (
        <ErrorNotice error={result.error} title={t(written === 0 && result.conversationsRead === 0 ? 'imports.ended.cannot' : 'imports.ended.partly', { name: result.fileName })} />
      )}
      <p className="import-headline" role="status">
        {headline}
      </p>
      <ul className="import-summary small" hidden={result.phase === 'failed' && written === 0 && result.skipped === 0}>
        {result.updated > 0 && <li>{counted('imports.ended.grew', result.updated)}</li>}
        <li>{counted('imports.ended.messages', result.messagesAdded)}</li>
        {result.skipped > 0 && <li>{counted('imports.ended.skipped', result.skipped)}</li>}
      </ul>
      {result.skippedList.length > 0 && (
        <details className="import-skipped small" open={result.skipped <= 5}>
          <summary>{t('imports.ended.skippedWhy')}</summary>
          <ul>
            {result.skippedList.map((s, i) => (
              <li key={i}>
                {tRich('imports.ended.skip', { title: <strong className="user-data"><bdi>{skippedTitle(s, t)}</bdi></strong>, why: <bdi className="import-why">{skipReasonText(s.reason, t)}</bdi> })}
              </li>
            ))}
            {result.skipped > result.skippedList.length && <li className="muted">{t('imports.ended.more', { n: formatCount(result.skipped - result.skippedList.length) })}</li>}
          </ul>
        </details>
      )}
      {result.source && result.source !== 'tokentally' && written + result.alreadyHere > 0 && (
        <section className="import-cost" aria-labelledby="import-cost-title">
          <h3 id="import-cost-title">{t('imports.costHere')}</h3>
          <CostHere target={{ importId: result.importId }} label={t('imports.thisHistory', { source: source ?? '' })} />
        </section>
      )}
      <div className="row dialog-actions">
        {written > 0 && (
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              select(null)
              setView('chat')
              onClose()
            }}
            data-autofocus
          >
            {t('imports.showConversations')}
          </button>
        )}
        <button type="button" onClick={onAgain}>
          {t('imports.again')}
        </button>
        <button type="button" onClick={onClose}>
          {t('frame.close')}
        </button>
      </div>
    </>
  )
}
