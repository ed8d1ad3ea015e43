import type { ReactNode } from 'react'
import { errorReport } from '../../../shared/domain/error-report'
import type { AppError } from '../../../shared/domain/errors'
import { t } from '../i18n'
import { tRich } from './rich-message'
import { useCopy } from './clipboard'
import { errorText } from './error-text'

/** An error that names its cause and what to do, with the request ID and a copyable report. */
export function ErrorNotice({
  error,
  title,
  detail,
  children,
  tone = 'error',
}: {
  error: AppError
  title?: string
  /** What the error means for what is shown (e.g. "showing cached data"). */
  detail?: ReactNode
  /** Actions. */
  children?: ReactNode
  tone?: 'error' | 'warning'
}) {
  const [copied, copy] = useCopy()
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="notice-body">
        {title && <strong className="notice-title">{title}</strong>}
        <p className="notice-message">{errorText(error)}</p>
        {detail && <p className="notice-detail">{detail}</p>}
        <p className="notice-meta">
          {/* The status, code, parameter and request ID are the service's own words: kept as sent. */}
          <span className="mono">{error.status > 0 ? `HTTP ${error.status}` : error.kind}</span> · <span className="mono">{error.code}</span>
          {error.param && <> · {tRich('common.error.param', { param: <span className="mono">{error.param}</span> })}</>}
          {error.requestId && <> · {tRich('common.error.requestId', { id: <span className="mono">{error.requestId}</span> })}</>}
        </p>
      </div>
      <div className="notice-actions">
        {children}
        <button type="button" className="btn-ghost" onClick={() => copy(errorReport(error))}>
          {copied ? t('common.copied') : t('common.copyReport')}
        </button>
      </div>
    </div>
  )
}
