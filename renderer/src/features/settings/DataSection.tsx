import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { queryKeys } from '../../queries/keys'
import type { BackupSettings } from '../../../../shared/domain/backup'
import { toAppError } from '../../../../shared/error-model'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useBackupStatus, useCreateBackup, useRestoreBackup } from '../../queries/backup'
import { useExportAll } from '../../queries/imports'
import { useUi } from '../../stores/ui'
import { useSaveSettings } from './useSaveSettings'

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
const count = new Intl.NumberFormat('en-US')
const when = (iso: string) => DAY.format(new Date(iso))

function size(bytes: number): string {
  return bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`
}

/**
 * #34 Settings → Data: back up everything into one file (never a key) and restore it, the optional
 * daily backup, every conversation as one zip, and importing from another app.
 */
export function DataSection({ backup }: { backup: BackupSettings }) {
  const status = useBackupStatus()
  const create = useCreateBackup()
  const restore = useRestoreBackup()
  const exportAll = useExportAll()
  const openImport = useUi((s) => s.openImport)
  const file = useRef<HTMLInputElement>(null)
  const restarting = restore.data?.restarting === true
  // The shell starts again with the restored data: this window reloads into it.
  useEffect(() => {
    if (!restarting) return
    const timer = setTimeout(() => window.location.reload(), 2500)
    return () => clearTimeout(timer)
  }, [restarting])

  const restored = status.data?.restored
  const error = (e: unknown) => appErrorOf(e) ?? toAppError(e)
  return (
    <section className="panel settings-section" aria-labelledby="settings-data">
      <h2 id="settings-data">Data</h2>
      <p className="small">
        A backup is one file with your conversations (every branch), imports, the prompt library, votes, batches, budgets and every setting. It never holds an
        API key: after a restore on another computer, each connection asks for its key again.
      </p>
      <div className="row">
        <button type="button" className="btn-primary" onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? 'Backing up…' : 'Back up now…'}
        </button>
        <button type="button" onClick={() => file.current?.click()} disabled={restore.isPending || restarting}>
          {restore.isPending ? 'Checking the backup…' : 'Restore from a backup…'}
        </button>
        <input
          ref={file}
          type="file"
          accept=".tokentally-backup"
          className="sr-only"
          tabIndex={-1}
          aria-label="Backup file to restore"
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            event.target.value = ''
            if (chosen) restore.mutate(chosen)
          }}
        />
      </div>
      <p className="small" role="status">
        {create.isSuccess &&
          (create.data.saved && create.data.backup
            ? `Backed up ${count.format(create.data.backup.counts.conversations)} conversations to ${create.data.path}.`
            : 'Backup cancelled: nothing was saved.')}
        {restore.isSuccess &&
          `The backup of ${when(restore.data.backup.createdAt)} (${count.format(restore.data.backup.counts.conversations)} conversations) is checked. ${
            restarting ? 'Tokentally restarts now to open it; your current data is kept aside until it has.' : 'Restart Tokentally to open it; your current data is kept aside until it has.'
          }`}
      </p>
      {create.isError && <ErrorNotice error={error(create.error)} title="Not backed up" />}
      {restore.isError && <ErrorNotice error={error(restore.error)} title="Not restored" />}
      {restored && (
        <div className="data-restored small" role="note">
          <p>
            Restored the backup of {when(restored.backup.createdAt)} on {when(restored.restoredAt)}: {count.format(restored.backup.counts.conversations)} conversations,{' '}
            {count.format(restored.backup.counts.prompts)} saved prompts, {count.format(restored.backup.counts.votes)} votes. The data it replaced is kept in{' '}
            <code className="mono">{restored.previousData}</code>.
          </p>
          {restored.needKeys.length > 0 && (
            <p>
              {restored.needKeys.length === 1 ? 'This connection needs' : 'These connections need'} its key again (keys never go into a backup):{' '}
              <strong>{restored.needKeys.map((c) => c.name).join(', ')}</strong>. Edit {restored.needKeys.length === 1 ? 'it' : 'each'} under Connections above.
            </p>
          )}
        </div>
      )}
      {status.data?.restoreFailed && (
        <p className="small field-error" role="alert">
          {status.data.restoreFailed}
        </p>
      )}
      <DailyBackup backup={backup} folder={status.data?.folder ?? null} last={status.data?.last ?? null} />
      <h3 className="settings-subhead">Conversations</h3>
      <div className="row">
        <button type="button" onClick={() => exportAll.mutate()} disabled={exportAll.isPending}>
          {exportAll.isPending ? 'Exporting…' : 'Export all conversations (.zip)…'}
        </button>
        <button type="button" onClick={() => openImport()}>
          Import conversations…
        </button>
      </div>
      <p className="small muted" role="status">
        {exportAll.isSuccess && (exportAll.data.saved ? `Exported ${count.format(exportAll.data.count)} conversations to ${exportAll.data.path}.` : 'Export cancelled: nothing was saved.')}
      </p>
      {exportAll.isError && <ErrorNotice error={error(exportAll.error)} title="Not exported" />}
    </section>
  )
}

function DailyBackup({ backup, folder, last }: { backup: BackupSettings; folder: string | null; last: { at: string; bytes: number } | null }) {
  const save = useSaveSettings()
  const client = useQueryClient()
  const id = useId()
  const [daily, setDaily] = useState<boolean | null>(null)
  const [keep, setKeep] = useState(String(backup.keep))
  const keepNumber = Number(keep)
  const keepValid = Number.isInteger(keepNumber) && keepNumber >= 1 && keepNumber <= 365
  return (
    <div className="data-daily">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={daily ?? backup.daily}
          onChange={(event) => {
            setDaily(event.target.checked)
            save.save(
              { backup: { daily: event.target.checked } },
              {
                onSuccess: () => {
                  setDaily(null)
                  // Turned on, main makes today's backup at once: the status answers once it is written.
                  void client.invalidateQueries({ queryKey: queryKeys.backupStatus })
                },
                onError: () => setDaily(null),
              },
            )
          }}
        />
        Back up every day
      </label>
      <div className="row">
        <label htmlFor={`${id}-keep`} className="small">
          Keep the last
        </label>
        <input
          id={`${id}-keep`}
          className="input-short"
          type="text"
          inputMode="numeric"
          value={keep}
          aria-invalid={keepValid ? undefined : true}
          aria-describedby={`${id}-keep-hint`}
          onChange={(event) => setKeep(event.target.value)}
          onBlur={() => keepValid && keepNumber !== backup.keep && save.save({ backup: { keep: keepNumber } })}
        />
        <span className="small">daily backups</span>
      </div>
      <p id={`${id}-keep-hint`} className={keepValid ? 'small muted' : 'small field-error'}>
        {keepValid
          ? `${folder ? `Daily backups go to ${folder}. ` : ''}${last ? `The newest: ${when(last.at)} (${size(last.bytes)}).` : 'None yet.'}`
          : 'Keep between 1 and 365 backups.'}
      </p>
      {save.error && <ErrorNotice error={appErrorOf(save.error) ?? toAppError(save.error)} title="Not saved" />}
    </div>
  )
}
