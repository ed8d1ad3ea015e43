import { Component, type ErrorInfo, type ReactNode } from 'react'
import { t } from '../i18n'

type State = { error: Error | null }

/**
 * Around each view: an error while showing it (a chunk that could not be loaded in browser mode,
 * offline or after its server restarted; or a bug) says what happened and what to do, and the
 * navigation stays usable, instead of the whole window going blank.
 */
export class ViewErrorBoundary extends Component<{ view: string; children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Tokentally: the ${this.props.view} view failed`, error, info.componentStack)
  }

  override componentDidUpdate(previous: { view: string }): void {
    // Another view was chosen: it gets its own chance.
    if (previous.view !== this.props.view && this.state.error) this.setState({ error: null })
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const chunk = /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
    return (
      <div className="notice notice-error view-error" role="alert">
        <div className="notice-body">
          <strong className="notice-title">{t('common.viewFailed', { view: this.props.view })}</strong>
          <p>
            {chunk
              ? t('common.viewChunkFailed')
              : t('common.viewBug')}
          </p>
          <p className="notice-meta mono">{error.message}</p>
        </div>
        <div className="notice-actions">
          <button type="button" className="btn-small btn-primary" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </button>
        </div>
      </div>
    )
  }
}
