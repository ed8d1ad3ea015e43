import { shortcutText, shortcutsFor } from '../../../../shared/shortcuts'
import { useBrowserMode } from '../../queries/app'
import { Dialog } from '../../components/Dialog'
import { isMac } from './commands'
import './shortcuts.css'

const IN_COMPOSER: [string, string][] = [
  ['Send the message', 'Enter'],
  ['New line', 'Shift+Enter'],
  ['Stop the answer being written', 'Esc'],
]

/** Ctrl/Cmd+/ or "?" (and Help → Keyboard Shortcuts): every shortcut, the platform's and the shell's way. Loaded on first use. */
export default function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const mac = isMac()
  const browser = useBrowserMode()
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <table className="shortcuts-table">
        <caption className="sr-only">Anywhere in the window</caption>
        <thead>
          <tr>
            <th scope="col">Anywhere</th>
            <th scope="col">Keys</th>
          </tr>
        </thead>
        <tbody>
          {shortcutsFor(browser).map((s) => (
            <tr key={s.command}>
              <td>{s.command.startsWith('view-') ? `Go to ${s.label}` : s.label}</td>
              <td>
                <kbd>{shortcutText(s, mac)}</kbd>
              </td>
            </tr>
          ))}
          <tr>
            <td>Keyboard shortcuts (outside text fields)</td>
            <td>
              <kbd>?</kbd>
            </td>
          </tr>
        </tbody>
      </table>
      <table className="shortcuts-table">
        <caption className="sr-only">In the message box</caption>
        <thead>
          <tr>
            <th scope="col">In the message box</th>
            <th scope="col">Keys</th>
          </tr>
        </thead>
        <tbody>
          {IN_COMPOSER.map(([label, keys]) => (
            <tr key={label}>
              <td>{label}</td>
              <td>
                <kbd>{keys}</kbd>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        {browser
          ? `In a browser, New chat is ${shortcutText(shortcutsFor(true).find((s) => s.command === 'new-chat')!, mac)}: the browser keeps ${mac ? '⌘N' : 'Ctrl+N'} for a new window.`
          : 'The same commands are in the app menu.'}
      </p>
      <div className="row dialog-actions">
        <button type="button" onClick={onClose} data-autofocus>
          Close
        </button>
      </div>
    </Dialog>
  )
}
