import { useState } from 'react'
import type { KeyStorageStatus } from '../../../../shared/domain/key-storage'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Brand } from '../../components/Brand'
import { appErrorOf } from '../../queries/errors'
import { useStartNewKeyFile, useUnlockKeys } from '../../queries/key-storage'
import { NewKeyFileForm } from './NewKeyFileForm'
import { PassphraseField } from './PassphraseField'
import { idleLockWords } from './words'
import './keys.css'

function lockReason(file: KeyStorageStatus['file']): string {
  if (file.lockedBy === 'idle') return `Locked after ${idleLockWords(file.idleLockMinutes)}.`
  if (file.lockedBy === 'user') return 'You locked it.'
  return 'Tokentally started: the key file is locked until you unlock it.'
}

/**
 * The key file's lock screen (#39): after a start, after the idle time, or after Lock. The
 * passphrase goes to main, which opens the file and keeps the keys; this page never sees them.
 * A damaged or missing file, or a forgotten passphrase, can start a new key file (the old is kept).
 */
export function UnlockScreen({ status }: { status: KeyStorageStatus }) {
  const file = status.file
  return (
    <main className="lock-screen" aria-labelledby="lock-title">
      <section className="panel lock-card">
        <Brand />
        {file.state === 'locked' ? <Unlock file={file} /> : <Replace file={file} />}
      </section>
    </main>
  )
}

function Unlock({ file }: { file: KeyStorageStatus['file'] }) {
  const [passphrase, setPassphrase] = useState('')
  const unlock = useUnlockKeys()
  const error = appErrorOf(unlock.error)
  return (
    <>
      <h1 id="lock-title">Your keys are locked</h1>
      <p>Your API keys are in an encrypted key file. Enter its passphrase to unlock them.</p>
      <p className="lock-reason small">{lockReason(file)}</p>
      {file.otherMachine && (
        <p className="notice notice-info small" role="note">
          This key file was written on another machine (“{file.otherMachine.host}”, {new Date(file.otherMachine.at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}): it
          opens with the passphrase set there.
        </p>
      )}
      <form
        aria-label="Unlock your keys"
        aria-busy={unlock.isPending}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!unlock.isPending) unlock.mutate(passphrase, { onSuccess: () => setPassphrase('') })
        }}
      >
        <PassphraseField
          label="Passphrase"
          value={passphrase}
          onChange={(v) => {
            setPassphrase(v)
            if (unlock.isError) unlock.reset()
          }}
          error={error?.param === 'passphrase' ? error.message : null}
          autoFocus
          readOnly={unlock.isPending}
        />
        {error && error.param !== 'passphrase' && <ErrorNotice error={error} title="The key file could not be opened" />}
        <div className="form-actions">
          <button type="submit" className="btn-primary" aria-disabled={unlock.isPending}>
            {unlock.isPending ? 'Unlocking…' : 'Unlock'}
          </button>
          <span className="muted small" role="status">
            {unlock.isPending ? 'Opening the key file…' : ''}
          </span>
        </div>
      </form>
      <details>
        <summary>Forgot the passphrase?</summary>
        <div>
          <p className="muted small">
            Without it the keys in this file cannot be read, by anyone. You can start a new key file and enter your keys again (from the service’s dashboard); the old file is kept as{' '}
            <span className="mono">{file.path}.set-aside-…</span> in case the passphrase comes back to you.
          </p>
          <StartNewFile />
        </div>
      </details>
    </>
  )
}

function Replace({ file }: { file: KeyStorageStatus['file'] }) {
  return (
    <>
      <h1 id="lock-title">{file.state === 'none' ? 'Your key file is missing' : 'Your key file cannot be opened'}</h1>
      {file.state === 'none' ? (
        <p>
          Tokentally keeps keys in an encrypted key file, but there is none at <span className="mono">{file.path}</span>. If you have a copy, quit Tokentally, put it back there and start
          again. Or start a new key file and enter your keys again.
        </p>
      ) : (
        <>
          <p role="alert">{file.problem}</p>
          <p className="muted small">
            Nothing was changed. If you have a backup of <span className="mono">{file.path}</span>, quit Tokentally, put it back and start again. Or start a new key file: the damaged one is
            kept next to it, and your connections ask for their keys again.
          </p>
        </>
      )}
      <StartNewFile />
    </>
  )
}

function StartNewFile() {
  const startNew = useStartNewKeyFile()
  const error = appErrorOf(startNew.error)
  return (
    <>
      <NewKeyFileForm
        label="Start a new key file"
        submitLabel="Start a new key file"
        pending={startNew.isPending}
        serverError={error?.param === 'passphrase' ? error.message : null}
        onSubmit={(passphrase) => startNew.mutate(passphrase)}
      />
      {error && error.param !== 'passphrase' && <ErrorNotice error={error} title="Could not start a new key file" />}
    </>
  )
}
