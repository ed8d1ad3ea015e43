import { describe, expect, it } from 'vitest'
import { safeExternalUrl } from '../../../electron/host/external-url'
import { errorOf } from '../../support/error-of'
import { useTestApp } from '../../support/core/use-app'

const refusal = (url: string) => errorOf((async () => safeExternalUrl(url))())

describe('the one rule for links that leave the app', () => {
  it('lets an https link through, normalised', () => {
    expect(safeExternalUrl('https://docs.example/a b?q=1')).toBe('https://docs.example/a%20b?q=1')
    expect(safeExternalUrl('HTTPS://Docs.Example')).toBe('https://docs.example/')
  })

  it('refuses every other scheme with an input error naming the field', async () => {
    for (const url of ['http://plain.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.example']) {
      expect(await refusal(url), url).toMatchObject({ kind: 'input', code: 'unsafe_url', param: 'url', message: 'Only https links open in your browser.' })
    }
  })

  it('refuses what is not a URL at all', async () => {
    for (const url of ['not a url', '', '//docs.example/', 'https//docs.example']) {
      expect(await refusal(url), url).toMatchObject({ kind: 'input', code: 'invalid_url', param: 'url' })
    }
  })
})

describe('app:openExternal', () => {
  const startApp = useTestApp()

  it('hands the shell only https links; anything else is refused with the reason and never reaches it', async () => {
    const opened: string[] = []
    const app = await startApp({ openExternal: async (url) => void opened.push(url) })
    expect(await app.call('app:openExternal', { url: 'https://docs.example/guide' })).toEqual({ ok: true, value: { opened: true } })
    const refused = await app.call('app:openExternal', { url: 'file:///etc/passwd' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'unsafe_url', message: 'Only https links open in your browser.' } })
    expect(await app.call('app:openExternal', { url: 'no link' })).toMatchObject({ ok: false, error: { code: 'invalid_url' } })
    expect(opened).toEqual(['https://docs.example/guide'])
  })
})
