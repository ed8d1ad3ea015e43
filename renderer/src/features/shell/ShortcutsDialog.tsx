import { type Shortcut, shortcutText, shortcutsFor } from '../../../../shared/shortcuts'
import type { MessageKey } from '../../../../shared/i18n/catalogue'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { useBrowserMode } from '../../queries/app'
import { Dialog } from '../../components/Dialog'
import { isMac } from './commands'
import './shortcuts.css'

const IN_COMPOSER: [MessageKey, string][] = [
  ['frame.keys.send', 'Enter'],
  ['frame.keys.newLine', 'Shift+Enter'],
  ['frame.keys.stop', 'Esc'],
]

/** What a shortcut does, in the shown language ("Go to Usage" for a view's). */
function labelOf(s: Shortcut): string {
  if (s.command.startsWith('view-')) return t('frame.keys.goTo', { view: t(`shell.nav.${s.command.slice(5) as 'dashboard'}`) })
  return t(`frame.keys.${s.command as Exclude<Shortcut['command'], `view-${string}`>}`)
}

/** Ctrl/Cmd+/ or "?" (and Help → Keyboard Shortcuts): every shortcut, the platform's and the shell's way. Loaded on first use. */
export default function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const mac = isMac()
  const browser = useBrowserMode()
  return (
    <Dialog title={t('frame.keys.title')} onClose={onClose}>
      <table className="shortcuts-table">
        <caption className="sr-only">{t('frame.keys.anywhereCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('frame.keys.anywhere')}</th>
            <th scope="col">{t('frame.keys.keys')}</th>
          </tr>
        </thead>
        <tbody>
          {shortcutsFor(browser).map((s) => (
            <tr key={s.command}>
              <td>{labelOf(s)}</td>
              <td>
                <kbd className="mono">{shortcutText(s, mac)}</kbd>
              </td>
            </tr>
          ))}
          <tr>
            <td>{t('frame.keys.help')}</td>
            <td>
              <kbd className="mono">?</kbd>
            </td>
          </tr>
        </tbody>
      </table>
      <table className="shortcuts-table">
        <caption className="sr-only">{t('frame.keys.composer')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('frame.keys.composer')}</th>
            <th scope="col">{t('frame.keys.keys')}</th>
          </tr>
        </thead>
        <tbody>
          {IN_COMPOSER.map(([label, keys]) => (
            <tr key={label}>
              <td>{t(label)}</td>
              <td>
                <kbd className="mono">{keys}</kbd>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        {browser
          ? tRich('frame.keys.browserNote', { keys: <kbd className="mono">{shortcutText(shortcutsFor(true).find((s) => s.command === 'new-chat')!, mac)}</kbd>, browserKeys: <kbd className="mono">{mac ? '⌘N' : 'Ctrl+N'}</kbd> })
          : t('frame.keys.menuNote')}
      </p>
      <div className="row dialog-actions">
        <button type="button" onClick={onClose} data-autofocus>
          {t('frame.close')}
        </button>
      </div>
    </Dialog>
  )
}
