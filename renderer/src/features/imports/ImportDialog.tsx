import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { ImportProgress } from '../../../../shared/domain/imports'
import { SOURCE_NAMES } from '../../../../shared/domain/import-sources'
import { toAppError } from '../../../../shared/error-model'
import type { AppError } from '../../../../shared/domain/errors'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { afterImport, cancelImport, importFile, useImportProgress } from '../../queries/imports'
import { useChatStore } from '../../stores/chat'
import { useUi } from '../../stores/ui'
import { CostHere } from './CostHere'
import './imports.css'

const count = new Intl.NumberFormat('en-US')
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`

function megabytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`
}

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
    <Dialog title="Import conversations" onClose={busy ? () => undefined : onClose} className="import-dialog">
      {stage.kind === 'choose' && <Choose onFile={run} onClose={onClose} />}
      {stage.kind === 'running' && <Running importId={stage.importId} file={stage.file} />}
      {stage.kind === 'ended' && <Ended result={stage.result} onAgain={() => setStage({ kind: 'choose' })} onClose={onClose} />}
      {stage.kind === 'refused' && (
        <>
          <ErrorNotice error={stage.error} title={`${stage.file.name} was not imported`} />
          <div className="row dialog-actions">
            <button type="button" className="btn-primary" onClick={() => setStage({ kind: 'choose' })}>
              Choose another file
            </button>
            <button type="button" onClick={onClose}>
              Close
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
      <p className="small">Bring your history from another chat app. Tokentally reads the export as it is, keeps every branch, and never imports anything twice.</p>
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
        <p>Drop an export here</p>
        <button type="button" className="btn-primary" onClick={() => input.current?.click()} data-autofocus>
          Choose a file…
        </button>
        <input
          ref={input}
          type="file"
          className="sr-only"
          aria-label="Export file to import"
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            event.target.value = ''
            if (chosen) onFile(chosen)
          }}
        />
      </div>
      <ul className="import-sources small">
        <li>
          <strong>ChatGPT</strong>: Settings → Data controls → Export data; the .zip (or its conversations.json)
        </li>
        <li>
          <strong>Claude</strong>: Settings → Privacy → Export data; the .zip (or its conversations.json)
        </li>
        <li>
          <strong>Open WebUI</strong>: Settings → Chats → Export all chats (.json)
        </li>
        <li>
          <strong>LibreChat</strong>: a conversation’s Export → JSON
        </li>
        <li>
          <strong>Chatbox</strong>: Settings → Backup → Export (.json; its keys are never read)
        </li>
        <li>
          <strong>Tokentally</strong>: a conversation’s JSON, or Settings → Data → Export all (.zip)
        </li>
      </ul>
      <div className="row dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
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
        Reading <strong>{file.name}</strong>
        {progress?.source ? ` (a ${SOURCE_NAMES[progress.source]} export)` : ''}…
      </p>
      <div className="import-bar" role="progressbar" aria-label="Import progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}% of the file read`}>
        <div className="import-bar-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="small import-counts" role="status">
        {megabytes(done)} of {megabytes(total)} · {plural(progress?.conversationsRead ?? 0, 'conversation', 'conversations')} read
        {progress ? ` · ${count.format(progress.added)} new, ${count.format(progress.alreadyHere)} already here${progress.updated ? `, ${count.format(progress.updated)} updated` : ''}${progress.skipped ? `, ${count.format(progress.skipped)} skipped` : ''}` : ''}
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
          {cancelling ? 'Cancelling…' : 'Cancel'}
        </button>
        <span className="small muted">What was read is kept if you cancel.</span>
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
      ? `${source ? `${source}: ` : ''}${count.format(result.added)} new, ${count.format(result.alreadyHere)} already here`
      : result.phase === 'cancelled'
        ? `Cancelled. ${plural(written, 'conversation was', 'conversations were')} imported before that and stay.`
        : written === 0
          ? 'Nothing was imported: your conversations are as they were.'
          : `Stopped. ${plural(written, 'conversation was', 'conversations were')} imported before the problem and stay.`
  return (
    <>
      {result.phase === 'failed' && result.error && (
        <ErrorNotice error={result.error} title={written === 0 && result.conversationsRead === 0 ? `${result.fileName} cannot be imported` : `${result.fileName} could not be read to the end`} />
      )}
      <p className="import-headline" role="status">
        {headline}
      </p>
      <ul className="import-summary small" hidden={result.phase === 'failed' && written === 0 && result.skipped === 0}>
        {result.updated > 0 && <li>{plural(result.updated, 'conversation grew and got its new messages', 'conversations grew and got their new messages')}</li>}
        <li>{plural(result.messagesAdded, 'message added', 'messages added')}</li>
        {result.skipped > 0 && <li>{plural(result.skipped, 'conversation skipped', 'conversations skipped')}:</li>}
      </ul>
      {result.skippedList.length > 0 && (
        <details className="import-skipped small" open={result.skipped <= 5}>
          <summary>Skipped, and why</summary>
          <ul>
            {result.skippedList.map((s, i) => (
              <li key={i}>
                <strong>{s.title}</strong>: {s.why}
              </li>
            ))}
            {result.skipped > result.skippedList.length && <li className="muted">…and {count.format(result.skipped - result.skippedList.length)} more</li>}
          </ul>
        </details>
      )}
      {result.source && result.source !== 'tokentally' && written + result.alreadyHere > 0 && (
        <section className="import-cost" aria-labelledby="import-cost-title">
          <h3 id="import-cost-title">What it would have cost here</h3>
          <CostHere target={{ importId: result.importId }} label={`this ${source} history`} />
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
            Show conversations
          </button>
        )}
        <button type="button" onClick={onAgain}>
          Import another file
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  )
}
