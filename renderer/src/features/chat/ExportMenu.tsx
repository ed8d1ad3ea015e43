import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { toAppError } from '../../../../shared/error-core'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import type { useExportConversation } from '../../queries/chat'
import { t } from '../../i18n'
import { AriaLocale } from './AriaLocale'

type Format = 'markdown' | 'json' | 'html'

type ExportState = ReturnType<typeof useExportConversation>

/** "Export ▾": Markdown, a self-contained web page, or JSON (every branch; it imports back whole). */
export function ExportMenu({ exporting }: { exporting: ExportState }) {
  return (
    <AriaLocale>
    <MenuTrigger>
      <Button className="btn-ghost btn-small" isDisabled={exporting.isPending}>
        {t('chat.export')} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu className="menu" aria-label={t('chat.export.as')} onAction={(key) => exporting.mutate(key as Format)}>
          <MenuItem id="markdown" className="menu-item">
            {t('chat.export.markdown')}
          </MenuItem>
          <MenuItem id="html" className="menu-item">
            {t('chat.export.html')}
          </MenuItem>
          <MenuItem id="json" className="menu-item">
            {t('chat.export.json')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
    </AriaLocale>
  )
}

/** Where the export went, or why it failed. */
export function ExportResult({ exporting }: { exporting: ExportState }) {
  if (exporting.isError) return <ErrorNotice error={appErrorOf(exporting.error) ?? toAppError(exporting.error)} title={t('chat.export.failed')} />
  return (
    <p className="chat-export-status small muted" role="status">
      {exporting.isSuccess ? (exporting.data.saved ? t('chat.export.done', { path: exporting.data.path ?? '' }) : t('chat.export.cancelled')) : ''}
    </p>
  )
}
