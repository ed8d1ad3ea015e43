// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { chatErrorSay } from '../../../../shared/chat/describe-error'
import { incompleteError } from '../../../../electron/services/answers/answer-errors'
import { httpFailure } from '../../../../electron/services/api/http'
import { ErrorNotice } from '../../../../renderer/src/components/ErrorNotice'
import { describedText, errorText } from '../../../../renderer/src/components/error-text'
import { translator } from '../../../../renderer/src/i18n'

afterEach(async () => {
  cleanup()
  await translator.use('en')
})

const refused = () =>
  httpFailure(
    { status: 403, headers: new Headers({ 'x-request-id': 'req_42' }), text: JSON.stringify({ error: { message: 'Key lacks scope: usage' } }) },
    { endpoint: 'GET /balance', url: new URL('https://api.example.test/v1/balance'), now: () => 0 },
  ).error

describe('an error in the shown language (#37)', () => {
  it('a switched language re-renders an error main wrote (the service’s own words kept as sent)', async () => {
    const error = refused()
    const { rerender } = render(<ErrorNotice error={error} />)
    expect(screen.getByRole('alert').textContent).toContain('The service refused access for this key (HTTP 403). The service said: "Key lacks scope: usage". Check what the key may access')

    await translator.use('de')
    rerender(<ErrorNotice key="de" error={error} />)
    const text = screen.getByRole('alert').textContent ?? ''
    expect(text).toContain('Der Dienst hat diesem Schlüssel den Zugriff verweigert (HTTP 403). Der Dienst meldete: „Key lacks scope: usage“.')
    expect(text).not.toContain('refused access')
    expect(text).toContain('req_42')
  })

  it('an incomplete answer’s stored error and its chat description follow the language (no space between Japanese sentences)', async () => {
    const error = incompleteError('cut', 'req_7')
    await translator.use('ja')
    expect(errorText(error)).toBe('data: [DONE] の前にストリームが終了しました。回答は不完全です。')
    expect(describedText(chatErrorSay(error).message)).toBe('回答が終わる前に接続が閉じられました。届いた部分は保存されていますが、末尾が欠けている可能性があります。再試行できます。')
    await translator.use('ru')
    expect(describedText(chatErrorSay({ ...error, code: 'rate_limited', status: 429, kind: 'http', retryAfterMs: 5000 }).message)).toBe('Подождите 5 секунд перед повторной попыткой.')
  })

  it('an error stored without keys, or naming a key this version lacks, shows its English message', async () => {
    const old = { ...refused(), say: undefined }
    const future = { ...refused(), say: [{ key: 'errors.fromTheFuture' }] }
    await translator.use('fr')
    expect(errorText(old)).toBe(old.message)
    expect(errorText(future)).toBe(future.message)
  })
})
