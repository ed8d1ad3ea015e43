import { type ReactNode, Suspense, lazy, useState } from 'react'
import { useConnectionMutation, useConnections } from '../../queries/connections'
import { unwrap } from '../../ipc'
import { useTally } from '../../TallyProvider'
import { type View, useUi } from '../../stores/ui'
import { DataNotice } from './DataNotice'
import { Notices } from './Notices'
import { useShellCommands } from './useShellCommands'

// Opened with Ctrl/Cmd+/ only: its code (and the dialog library) loads on first use.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'))

const NAV: { view: View; label: string; icon: string }[] = [
  { view: 'dashboard', label: 'Dashboard', icon: '◎' },
  { view: 'usage', label: 'Usage', icon: '▤' },
  { view: 'chat', label: 'Chat', icon: '✎' },
  { view: 'settings', label: 'Settings', icon: '⚙' },
]

export function Shell({ children }: { children: ReactNode }) {
  const tally = useTally()
  const { view, setView } = useUi()
  const connections = useConnections().data
  const active = connections?.connections.find((c) => c.id === connections.activeId) ?? null
  const switchTo = useConnectionMutation((id: string) => unwrap(tally.connections.setActive({ id })))
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  useShellCommands(() => setShortcutsOpen(true))

  return (
    <div className="shell">
      <nav className="sidebar" aria-label="Main">
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
                {item.label}
              </button>
            </li>
          ))}
        </ul>
        <div className="sidebar-footer">
          {connections && connections.connections.length > 0 && (
            <label className="field">
              <span>Connection</span>
              <select value={connections.activeId ?? ''} onChange={(e) => switchTo.mutate(e.target.value)} aria-label="Active connection">
                {connections.connections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.demo ? ' (DEMO)' : ''}
                  </option>
                ))}
              </select>
            </label>
          )}
          {active?.demo && (
            <span className="badge badge-demo" title="Demo data from a built-in simulator; no real account">
              DEMO
            </span>
          )}
        </div>
      </nav>
      <main className="content" aria-label={NAV.find((n) => n.view === view)?.label}>
        {/* Each view's level-one heading; Settings shows its own. */}
        {view !== 'settings' && <h1 className="sr-only">{NAV.find((n) => n.view === view)?.label}</h1>}
        {active?.demo && (
          <div className="demo-banner" role="note">
            <span className="badge badge-demo">DEMO</span> You are exploring demo data from a built-in simulator. Nothing here is a real account.
          </div>
        )}
        <DataNotice />
        {children}
      </main>
      <Notices />
      {shortcutsOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setShortcutsOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
