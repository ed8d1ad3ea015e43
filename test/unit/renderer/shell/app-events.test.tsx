// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Notices } from '../../../../renderer/src/features/shell/Notices'
import { appEvents, type AppUiEvent } from '../../../../renderer/src/queries/live-events'
import { queryKeys } from '../../../../renderer/src/queries/keys'
import { MainNotices } from '../../../../renderer/src/queries/main-notices'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { defaultSettings } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

afterEach(cleanup)

describe('main’s app event', () => {
  it('is subscribed once (live-events): settings go to the cache, notices to the toasts, navigation and menu commands to appEvents', async () => {
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
      { kind: 'navigate', view: 'usage' },
      { kind: 'command', command: 'new-chat' },
    ])
    await expect.poll(() => client.getQueryData(queryKeys.settings)).toEqual(next)
    off()
  })

  it('a notice main raised before the toasts were on screen (the welcome screen, the first render) is shown once they are', async () => {
    const fake = createFakeBridge()
    // Live events wired, nothing showing notices yet: main's first sync found a price change.
    const first = renderWithBridge(<p>Welcome</p>, fake, { liveEvents: true })
    act(() => fake.emit('app', { kind: 'notice', level: 'warning', message: 'Price change: tally-mini rose 20 %' }))
    first.unmount()
    renderWithBridge(<Notices />, fake)
    expect(await screen.findByText('Price change: tally-mini rose 20 %')).toBeTruthy()
    // Given once: the toasts mounted again do not show it again.
    cleanup()
    renderWithBridge(<Notices />, fake)
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByText('Price change: tally-mini rose 20 %')).toBeNull()
  })
})

describe('MainNotices', () => {
  it('holds what comes while no one listens (the last three), gives each once, then passes notices on live', () => {
    const inbox = new MainNotices()
    const notice = (message: string) => ({ kind: 'notice' as const, level: 'info' as const, message })
    for (const m of ['a', 'b', 'c', 'd']) inbox.put(notice(m))
    const seen: string[] = []
    const off = inbox.on((n) => seen.push(n.message))
    expect(seen).toEqual(['b', 'c', 'd'])
    inbox.put(notice('e'))
    expect(seen).toEqual(['b', 'c', 'd', 'e'])
    off()
    inbox.put(notice('f'))
    const later: string[] = []
    inbox.on((n) => later.push(n.message))
    expect(later).toEqual(['f'])
  })
})
