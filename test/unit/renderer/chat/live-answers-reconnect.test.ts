import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Conversation } from '../../../../shared/domain/conversation'
import { LiveAnswers } from '../../../../renderer/src/queries/live-answers'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { conversation, message } from '../../../support/renderer/fixtures'

// Browser mode: events sent while the page's socket was down are lost. An answer that ended in that
// gap must not stay "streaming": after reconnecting, what main stored decides.
function setup(status: 'streaming' | 'complete') {
  const bridge = createFakeBridge()
  const live = new LiveAnswers(() => bridge.api.chat)
  const client = new QueryClient()
  const stored: Conversation = conversation('c1', [message({ id: 'u1', role: 'user', content: 'hi' }), message({ id: 'a1', role: 'assistant', content: 'Hello there', status })])
  const tracked = live.track('r1', 'c1', '2026-01-01T00:00:00.000Z')
  tracked.accept({ messageId: 'a1' })
  let ended = false
  void tracked.ended.then(() => (ended = true))
  return { live, client, stored, isEnded: () => ended }
}

describe('live answers after a reconnect', () => {
  it('an answer main stored as complete ends here too, and the stored copy is in the cache', async () => {
    const t = setup('complete')
    await t.live.recheckOpen(t.client, async () => t.stored)
    await Promise.resolve()
    expect(t.isEnded()).toBe(true)
    expect(t.client.getQueryData(['conversation', 'c1'])).toEqual(t.stored)
  })

  it('an answer still streaming in main keeps streaming here', async () => {
    const t = setup('streaming')
    await t.live.recheckOpen(t.client, async () => t.stored)
    await Promise.resolve()
    expect(t.isEnded()).toBe(false)
  })

  it('a failed read changes nothing (the next reconnect asks again)', async () => {
    const t = setup('complete')
    await t.live.recheckOpen(t.client, async () => Promise.reject(new Error('socket closed')))
    await Promise.resolve()
    expect(t.isEnded()).toBe(false)
  })
})
