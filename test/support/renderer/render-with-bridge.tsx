import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { installBridge } from '../../../renderer/src/ipc'
import { wireLiveEvents } from '../../../renderer/src/queries/live-events'
import { TallyProvider } from '../../../renderer/src/TallyProvider'
import type { FakeBridge } from './fake-bridge'

/** A QueryClient set up as main.tsx sets it up (main owns polling; nothing refetches on its own). */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } })
}

/**
 * Renders `ui` the way main.tsx does: inside TallyProvider with `bridge`, and a QueryClient (a new
 * one unless given). `liveEvents` wires main's pushed events to that client first, as main.tsx does.
 */
export function renderWithBridge(ui: ReactElement, bridge: FakeBridge, options: { client?: QueryClient; liveEvents?: boolean } = {}) {
  const client = options.client ?? testQueryClient()
  installBridge(bridge.api)
  if (options.liveEvents) wireLiveEvents(client)
  const result = render(
    <TallyProvider bridge={bridge.api}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </TallyProvider>,
  )
  return { client, ...result }
}
