import { describe, expect, it } from 'vitest'
import { ClientCache } from '../../../electron/services/api/client-cache'
import type { ServiceClient } from '../../../electron/services/api/service-client'
import { useTestApp } from '../../support/core/use-app'

// The decisions that left the composition root (#38), each where it now lives, through the app as the window calls it.

describe('ClientCache.pruneTo: which cached clients go when the connections change', () => {
  it('drops a removed connection’s client and one whose base URL changed; keeps a demo’s, which follows the simulator', () => {
    const urls = new Map([['a', 'https://a.example/v1'], ['b', 'https://b.example/v1'], ['demo', 'http://127.0.0.1:4100/v1']])
    let built = 0
    const cache = new ClientCache({ baseUrlOf: (id) => urls.get(id) ?? null, create: () => ({ n: ++built }) as unknown as ServiceClient })
    const [a, b, demo] = ['a', 'b', 'demo'].map((id) => cache.get(id))
    cache.pruneTo([
      { id: 'a', demo: false, baseUrl: 'https://a.example/v1' },
      { id: 'b', demo: false, baseUrl: 'https://b.example/v2' },
      { id: 'demo', demo: true, baseUrl: 'http://127.0.0.1:9999/v1' },
    ])
    expect(cache.get('a')).toBe(a)
    expect(cache.get('demo')).toBe(demo)
    expect(cache.get('b')).not.toBe(b)
    cache.pruneTo([])
    expect(cache.get('a')).not.toBe(a)
    expect(built).toBe(5)
  })
})

describe('the handlers with no connection set up', () => {
  const startApp = useTestApp()

  it('an answer says to add a connection; models are none, without an error; an unknown router is named', async () => {
    const app = await startApp()
    const noConnection = { ok: false, error: { kind: 'input', code: 'no_connection', message: 'No connection is set up yet. Add one in Settings or explore the demo.' } }
    expect(await app.call('chat:start', { requestId: 'r1', conversationId: 'c1', action: 'send', content: 'hi' })).toMatchObject(noConnection)
    expect(await app.call('compare:start', { prompt: 'hi', models: ['a', 'b'], params: { model: 'a' } })).toMatchObject(noConnection)
    expect(await app.invoke('models:list', { refresh: false })).toEqual({ models: [], fetchedAt: null, error: null })
    expect(await app.call('connections:routerInfo', { id: 'gone' })).toMatchObject({ ok: false, error: { code: 'connection_not_found', param: 'id' } })
  })

  it('a draft of only whitespace is not kept', async () => {
    const app = await startApp()
    expect(await app.invoke('drafts:set', { key: 'start', text: 'half a thought' })).toEqual({ kept: true })
    expect(await app.invoke('drafts:set', { key: 'start', text: '  \n ' })).toEqual({ kept: false })
    expect(await app.invoke('drafts:get', {})).toEqual({})
  })
})
