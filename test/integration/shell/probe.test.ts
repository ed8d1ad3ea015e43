import { expect, it } from 'vitest'
import { launchShipped } from '../../support/electron-standin/driver'

it('probe', async () => {
  const app = await launchShipped()
  try {
    const s = await app.until('window', (s) => s.windows.length > 0 && s.channels.length > 0)
    console.log(JSON.stringify({ ...s, sent: s.sent.length }, null, 1).slice(0, 4000))
    expect(s.channels.length).toBeGreaterThan(10)
  } finally {
    await app.stop()
  }
})
