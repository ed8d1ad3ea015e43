import type { KeyStorageStatus } from '../../../../shared/domain/key-storage'
import { KeyStoreChoice } from './KeyStoreChoice'
import './keys.css'

/**
 * No keychain on this system and no place for keys chosen yet (#39): the first run's question,
 * before the connection form (onboarding), or on its own when saved connections need their keys.
 */
export function KeysFirstRun({ status, standalone = false }: { status: KeyStorageStatus; standalone?: boolean }) {
  const body = (
    <section className={`panel keys-first-run`} aria-labelledby="keys-first-run-title">
      {standalone ? (
        <h1 id="keys-first-run-title">Where should Tokentally keep your API keys?</h1>
      ) : (
        <h2 id="keys-first-run-title">First, where should Tokentally keep your API keys?</h2>
      )}
      <p className="muted">
        This system has no keychain Tokentally can use, which is usual on servers, in containers and over SSH. Choose another place; you can change it later in Settings → Keys.
      </p>
      <KeyStoreChoice status={status} submitLabel="Use this" />
    </section>
  )
  return standalone ? (
    <main className="onboarding" aria-labelledby="keys-first-run-title">
      {body}
    </main>
  ) : (
    body
  )
}
