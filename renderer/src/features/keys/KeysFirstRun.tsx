import type { KeyStorageStatus } from '../../../../shared/domain/key-storage'
import { t } from '../../i18n'
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
        <h1 id="keys-first-run-title">{t('keys.firstRun.standalone')}</h1>
      ) : (
        <h2 id="keys-first-run-title">{t('keys.firstRun.title')}</h2>
      )}
      <p className="muted">{t('keys.firstRun.note')}</p>
      <KeyStoreChoice status={status} submitLabel={t('keys.store.useThis')} />
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
