import { useQueryClient } from '@tanstack/react-query'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { formatCount } from '../../../../shared/i18n/format'
import { intlTag } from '../../../../shared/i18n/format-locale'
import { useEffect, useId, useRef, useState } from 'react'
import { queryKeys } from '../../queries/keys'
import type { BackupSettings } from '../../../../shared/domain/backup'
import { toAppError } from '../../../../shared/error-core'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useBackupStatus, useCreateBackup, useRestoreBackup } from '../../queries/backup'
import { useExportAll } from '../../queries/imports'
import { useUi } from '../../stores/ui'
import { useSaveSettings } from './useSaveSettings'

const when = (iso: string) => new Intl.DateTimeFormat(intlTag(), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))

function size(bytes: number): string {
  if (bytes < 1_000_000) return t('settings.data.kb', { size: formatCount(Math.max(1, Math.round(bytes / 1000))) })
  return t('settings.data.mb', { size: new Intl.NumberFormat(intlTag(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1_000_000) })
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
      <h2 id="settings-data">{t('settings.nav.data')}</h2>
      <p className="small">{t('settings.data.intro')}</p>
      <div className="row">
        <button type="button" className="btn-primary" onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? t('settings.data.backingUp') : t('settings.data.backUp')}
        </button>
        <button type="button" onClick={() => file.current?.click()} disabled={restore.isPending || restarting}>
          {restore.isPending ? t('settings.data.checkingBackup') : t('settings.data.restore')}
        </button>
        <input
          ref={file}
          type="file"
          accept=".tokentally-backup"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('settings.data.restoreFile')}
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
            ? t('settings.data.backedUp', { count: create.data.backup.counts.conversations, path: create.data.path ?? '' })
            : t('settings.data.backupCancelled'))}
        {restore.isSuccess &&
          `${t('settings.data.checked', { day: when(restore.data.backup.createdAt), count: restore.data.backup.counts.conversations })} ${
            restarting ? t('settings.data.restarting') : t('settings.data.restartToOpen')
          }`}
      </p>
      {create.isError && <ErrorNotice error={error(create.error)} title={t('settings.data.notBackedUp')} />}
      {restore.isError && <ErrorNotice error={error(restore.error)} title={t('settings.data.notRestored')} />}
      {restored && (
        <div className="data-restored small" role="note">
          <p>
            {tRich('settings.data.restored', {
              day: when(restored.backup.createdAt),
              restoredDay: when(restored.restoredAt),
              conversations: formatCount(restored.backup.counts.conversations),
              prompts: formatCount(restored.backup.counts.prompts),
              votes: formatCount(restored.backup.counts.votes),
              folder: <code className="mono">{restored.previousData}</code>,
            })}
          </p>
          {restored.needKeys.length > 0 && (
            <p>{tRich('settings.data.needKeys', { count: restored.needKeys.length, names: <strong>{restored.needKeys.map((c) => c.name).join(', ')}</strong> })}</p>
          )}
        </div>
      )}
      {status.data?.restoreFailed && (
        <p className="small field-error" role="alert">
          {status.data.restoreFailed}
        </p>
      )}
      <DailyBackup backup={backup} folder={status.data?.folder ?? null} last={status.data?.last ?? null} />
      <h3 className="settings-subhead">{t('settings.data.conversations')}</h3>
      <div className="row">
        <button type="button" onClick={() => exportAll.mutate()} disabled={exportAll.isPending}>
          {exportAll.isPending ? t('settings.data.exporting') : t('settings.data.exportAll')}
        </button>
        <button type="button" onClick={() => openImport()}>
          {t('settings.data.import')}
        </button>
      </div>
      <p className="small muted" role="status">
        {exportAll.isSuccess && (exportAll.data.saved ? t('settings.data.exported', { count: exportAll.data.count, path: exportAll.data.path ?? '' }) : t('settings.data.exportCancelled'))}
      </p>
      {exportAll.isError && <ErrorNotice error={error(exportAll.error)} title={t('settings.data.notExported')} />}
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
        {t('settings.data.daily')}
      </label>
      <div className="row">
        <label htmlFor={`${id}-keep`} className="small">
          {t('settings.data.keepLast')}
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
        <span className="small">{t('settings.data.dailyBackups')}</span>
      </div>
      <p id={`${id}-keep-hint`} className={keepValid ? 'small muted' : 'small field-error'}>
        {keepValid
          ? (
            <>
              {folder && tRich('settings.data.dailyFolder', { folder: <span className="mono">{folder}</span> })}
              {last ? t('settings.data.newest', { day: when(last.at), size: size(last.bytes) }) : t('settings.data.noneYet')}
            </>
          )
          : t('settings.data.keepRange')}
      </p>
      {save.error && <ErrorNotice error={appErrorOf(save.error) ?? toAppError(save.error)} title={t('settings.data.notSaved')} />}
    </div>
  )
}
