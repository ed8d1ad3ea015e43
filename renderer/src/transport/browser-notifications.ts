import type { TallyApi } from '../../../shared/ipc/bridge'

/** Whether this browser can show notifications and the user allowed them. */
export function browserNotificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted'
}

/**
 * Browser mode has no native notifications: main's notices (balance alerts, top-ups) show in the
 * page as always, and also through the browser's Notification API when the user allowed it and
 * the tab is not in view.
 */
export function notifyInBrowser(bridge: Pick<TallyApi, 'app'>): () => void {
  return bridge.app.onEvent((event) => {
    if (event.kind !== 'notice' || !browserNotificationsAllowed() || document.visibilityState === 'visible') return
    new Notification('Tokentally', { body: event.message, tag: 'tokentally-notice' })
  })
}
