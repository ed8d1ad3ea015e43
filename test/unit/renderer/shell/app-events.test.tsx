// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Notices } from '../../../../renderer/src/features/shell/Notices'
import { appEvents, type AppUiEvent } from '../../../../renderer/src/queries/live-events'
import { queryKeys } from '../../../../renderer/src/queries/keys'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { defaultSettings } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

afterEach(cleanup)

describe('main’s app event', () => {
  it('is subscribed once (live-events): settings go to the cache, notices, navigation and menu commands to appEvents', async () => {
    const fake = createFakeBridge()
    const seen: AppUiEvent[] = []
    const off = appEvents.on((event) => seen.push(event))
    const { client } = renderWithBridge(<Notices />, fake, { liveEvents: true })
    expect(fake.listenerCount('app')).toBe(1)

    act(() => fake.emit('app', { kind: 'notice', level: 'warning', message: 'Balance is low' }))
    expect(await screen.findByText('Balance is low')).toBeTruthy()
    act(() => fake.emit('app', { kind: 'navigate', view: 'usage' }))
    act(() => fake.emit('app', { kind: 'command', command: 'new-chat' }))
    const next = { ...defaultSettings, theme: 'dark' as const }
    act(() => fake.emit('app', { kind: 'settings', settings: next }))

    expect(seen).toEqual([
      { kind: 'notice', level: 'warning', message: 'Balance is low' },
      { kind: 'navigate', view: 'usage' },
      { kind: 'command', command: 'new-chat' },
    ])
    await expect.poll(() => client.getQueryData(queryKeys.settings)).toEqual(next)
    off()
  })
})
