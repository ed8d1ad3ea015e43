import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeClock } from '../../support/fake-clock'
import { until, useTestApp } from '../../support/core/use-app'

// #35: the daily rate from a rates endpoint of the user's choice, here a local fake of the ECB's
// reference rates on 127.0.0.1, and its failures (404, garbage, a server that never answers).

const ECB = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<gesmes:subject>Reference rates</gesmes:subject>
<Cube><Cube time='2026-11-26'><Cube currency='USD' rate='1.0857'/><Cube currency='JPY' rate='162.31'/><Cube currency='GBP' rate='0.83745'/></Cube></Cube>
</gesmes:Envelope>`

let server: Server
let base = ''
const hits: string[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '')
    if (req.url === '/eurofxref-daily.xml') return void res.writeHead(200, { 'content-type': 'text/xml' }).end(ECB)
    if (req.url === '/garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>')
    if (req.url === '/slow') return // never answers
    res.writeHead(404).end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const startApp = useTestApp()

describe('the display currency’s rate, fetched (#35)', () => {
  it('is never fetched until turned on; then fetched, kept with its day, and converted in Decimal', async () => {
    const app = await startApp()
    hits.length = 0
    await app.invoke('settings:update', { currency: { code: 'EUR', url: `${base}/eurofxref-daily.xml` } })
    expect((await app.invoke('currency:get', {})).rate).toBeNull()
    expect(hits).toEqual([])
    await app.invoke('settings:update', { currency: { fetchDaily: true } })
    await until(async () => (await app.invoke('currency:get', {})).lastFetch !== null)
    const state = await app.invoke('currency:get', {})
    expect(state.rate).toMatchObject({ code: 'EUR', rate: '0.921064750852', date: '2026-11-26', source: 'fetched' })
    expect(state.lastFetch?.error).toBeNull()
    expect(hits).toEqual(['/eurofxref-daily.xml'])
  })

  it('a 404 or garbage keeps the last rate and says why', async () => {
    const app = await startApp()
    await app.invoke('settings:update', { currency: { code: 'GBP', url: `${base}/eurofxref-daily.xml` } })
    await app.invoke('currency:fetchNow', {})
    await app.invoke('settings:update', { currency: { url: `${base}/missing.xml` } })
    const missing = await app.invoke('currency:fetchNow', {})
    expect(missing.lastFetch?.error).toMatch(/answered 404 \(not found\); the last rate is kept/)
    expect(missing.rate).toMatchObject({ code: 'GBP', rate: '0.771345675601' })
    await app.invoke('settings:update', { currency: { url: `${base}/garbage` } })
    const garbage = await app.invoke('currency:fetchNow', {})
    expect(garbage.lastFetch?.error).toMatch(/could not be read: it holds no rates in the ECB reference format/)
    expect(garbage.rate?.rate).toBe('0.771345675601')
  })

  it('a server that never answers is given up after 10 s, the last rate kept', async () => {
    const clock = new FakeClock(Date.parse('2026-11-27T09:00:00Z'))
    const app = await startApp({ clock })
    await app.invoke('currency:setRate', { code: 'JPY', rate: '149.5', date: '2026-11-25' })
    await app.invoke('settings:update', { currency: { code: 'JPY', url: `${base}/slow` } })
    const pending = app.invoke('currency:fetchNow', {})
    await until(() => hits.includes('/slow'))
    await clock.advance(10_000)
    const state = await pending
    expect(state.lastFetch?.error).toMatch(/did not answer within 10 s/)
    expect(state.rate).toMatchObject({ rate: '149.5', source: 'typed', date: '2026-11-25' })
  })

  it('a typed rate is checked: a comma, zero or a future day is refused and nothing changes', async () => {
    const app = await startApp()
    const comma = await app.call('currency:setRate', { code: 'EUR', rate: '0,92', date: '2026-01-02' })
    expect(comma).toMatchObject({ ok: false, error: { code: 'invalid_rate', param: 'rate' } })
    expect(await app.call('currency:setRate', { code: 'EUR', rate: '0', date: '2026-01-02' })).toMatchObject({ ok: false, error: { code: 'invalid_rate' } })
    expect(await app.call('currency:setRate', { code: 'EUR', rate: '0.9', date: '2999-01-01' })).toMatchObject({ ok: false, error: { code: 'invalid_date' } })
    expect(await app.call('settings:update', { currency: { fetchDaily: true } })).toMatchObject({ ok: false, error: { param: 'currency.url' } })
  })
})
