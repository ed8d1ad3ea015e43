import { useSyncExternalStore } from 'react'
import { browserConnection } from './install'
import './connection-banner.css'

const nothing = () => () => undefined

/** Browser mode: says so while the socket to main is down, instead of a page that seems frozen. */
export function ConnectionBanner() {
  const connection = browserConnection()
  const status = useSyncExternalStore(connection ? (listener) => connection.onStatus(listener) : nothing, () => connection?.status() ?? 'open')
  return (
    <div role="status" aria-label="Connection to Tokentally" className={status === 'reconnecting' ? 'connection-banner' : 'connection-banner-idle'}>
      {status === 'reconnecting' && 'Reconnecting to Tokentally… If you stopped it, run npm start again and open the new link it prints.'}
    </div>
  )
}
