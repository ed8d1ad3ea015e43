import type { ReactNode } from 'react'
import { errorReport } from '../../../shared/domain/error-report'
import type { AppError } from '../../../shared/domain/errors'
import { useCopy } from './clipboard'

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
        <p>{error.message}</p>
        {detail && <p className="notice-detail">{detail}</p>}
        <p className="notice-meta">
          {error.status > 0 ? `HTTP ${error.status}` : error.kind} · {error.code}
          {error.param ? ` · parameter “${error.param}”` : ''}
          {error.requestId ? ` · request ID ${error.requestId}` : ''}
        </p>
      </div>
      <div className="notice-actions">
        {children}
        <button type="button" className="btn-ghost" onClick={() => copy(errorReport(error))}>
          {copied ? 'Copied' : 'Copy error report'}
        </button>
      </div>
    </div>
  )
}
