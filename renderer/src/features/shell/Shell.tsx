import { type ReactNode, Suspense, lazy, useState } from 'react'
import { t } from '../../i18n'
import { useConnections, useSetActiveConnection } from '../../queries/connections'
import { useCurrency } from '../../queries/currency'
import { type View, useUi } from '../../stores/ui'
import { DataNotice } from './DataNotice'
import { Notices } from './Notices'
import { UpdateReadyNotice } from './UpdateReadyNotice'
import { useShellCommands } from './useShellCommands'
import { useKeyReentry } from '../../stores/key-reentry'
import { failureText } from '../../components/error-text'

// Opened with Ctrl/Cmd+/ only: its code (and the dialog library) loads on first use.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'))
// #39: "Enter the key again", from the dashboard, chat or Settings.
const ReenterKeyDialog = lazy(() => import('../keys/ReenterKeyDialog'))
// #34: opened by Chat → Import, the menu, Settings → Data or a file dropped on the window.
const ImportDialog = lazy(() => import('../imports/ImportDialog'))

const NAV: { view: View; icon: string }[] = [
  { view: 'dashboard', icon: '◎' },
  { view: 'usage', icon: '▤' },
  { view: 'chat', icon: '✎' },
  { view: 'models', icon: '★' },
  { view: 'batches', icon: '▦' },
  { view: 'settings', icon: '⚙' },
]

function DemoBadge() {
  return (
    <span className="badge badge-demo" title={t('shell.demo.hint')}>
      {t('shell.demo.badge')}
    </span>
  )
}

export function Shell({ children }: { children: ReactNode }) {
  const { view, setView } = useUi()
  const connections = useConnections().data
  // #35: the display currency is read once here; every money figure follows it (stores/display-currency.ts).
  useCurrency()
  const active = connections?.connections.find((c) => c.id === connections.activeId) ?? null
  const switchTo = useSetActiveConnection()
  // The picked connection shows as active at once (in the same render as the click, so the radio
  // never flicks back), while main switches to it; once main answers, its word stands.
  const [picking, setPicking] = useState<string | null>(null)
  const pick = (id: string) => {
    setPicking(id)
    switchTo.mutate(id, { onSettled: () => setPicking(null) })
  }
  const shownActiveId = picking ?? connections?.activeId
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  useShellCommands(() => setShortcutsOpen(true))
  const reenteringKey = useKeyReentry((s) => s.connectionId !== null)
  const importing = useUi((s) => s.importing)
  const openImport = useUi((s) => s.openImport)
  const closeImport = useUi((s) => s.closeImport)

  return (
    <div
      className="shell"
      // #34: a file dropped anywhere (but on the composer, which attaches it) is an export to import.
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault()
      }}
      onDrop={(event) => {
        if (event.defaultPrevented || !event.dataTransfer.types.includes('Files')) return
        event.preventDefault()
        const file = event.dataTransfer.files[0]
        if (file) openImport(file)
      }}
    >
      <nav className="sidebar" aria-label={t('shell.nav.label')}>
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">¢</span> Tokentally
        </div>
        <ul>
          {NAV.map((item) => (
            <li key={item.view}>
              <button type="button" className="nav-item" aria-current={view === item.view ? 'page' : undefined} onClick={() => setView(item.view)}>
                <span aria-hidden="true" className="nav-icon">
                  {item.icon}
                </span>
                {t(`shell.nav.${item.view}`)}
              </button>
            </li>
          ))}
        </ul>
        <div className="sidebar-footer">
          {connections && connections.connections.length === 1 && active && (
            <div className="connection-current">
              <span className="connection-label">{t('shell.connection')}</span>
              <span className="connection-name">
                {active.name} {active.demo && <DemoBadge />}
              </span>
            </div>
          )}
          {/* Radio buttons, not a <select>: a name is never cut short ("Demo account (DEMC"). */}
          {connections && connections.connections.length > 1 && (
            <fieldset className="connection-picker">
              <legend className="connection-label">{t('shell.activeConnection')}</legend>
              {connections.connections.map((c) => (
                <label key={c.id} className={c.id === shownActiveId ? 'connection-option is-active' : 'connection-option'}>
                  <input type="radio" name="active-connection" value={c.id} checked={c.id === shownActiveId} onChange={() => pick(c.id)} />
                  <span className="connection-name">
                    {c.name} {c.demo && <DemoBadge />}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {switchTo.isError && (
            <p className="field-error small connection-switch-error" role="alert">
              {t('shell.switchError', { message: failureText(switchTo.error) })}
            </p>
          )}
        </div>
      </nav>
      <main className="content" aria-label={t(`shell.nav.${view}`)}>
        {/* Each view's level-one heading; Settings shows its own. */}
        {view !== 'settings' && <h1 className="sr-only">{t(`shell.nav.${view}`)}</h1>}
        {active?.demo && (
          <div className="demo-banner" role="note">
            <span className="badge badge-demo">{t('shell.demo.badge')}</span> {t('shell.demo.banner')}
          </div>
        )}
        <DataNotice />
        <UpdateReadyNotice />
        {children}
      </main>
      <Notices />
      {reenteringKey && (
        <Suspense fallback={null}>
          <ReenterKeyDialog />
        </Suspense>
      )}
      {shortcutsOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setShortcutsOpen(false)} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog file={importing.file} onClose={closeImport} />
        </Suspense>
      )}
    </div>
  )
}
