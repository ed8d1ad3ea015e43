import { describe, expect, it } from 'vitest'
import { AppFailure, makeError } from '../../../shared/error-model'
import type { ChatRequestBody, ServiceClient } from '../../../electron/services/api/service-client'
import { rejectsStreamOptions, StreamOptionsMemory, withUsageRequested } from '../../../electron/services/answers/stream/stream-options'

const body: ChatRequestBody = { model: 'm', messages: [{ role: 'user', content: 'hi' }] }

function fakeClient(answers: Array<'ok' | AppFailure>): { client: ServiceClient; bodies: ChatRequestBody[] } {
  const bodies: ChatRequestBody[] = []
  const client = {
    baseUrl: 'http://x/v1',
    redact: (t: string) => t,
    chatStream: async (b: ChatRequestBody) => {
      bodies.push(b)
      const answer = answers.shift()
      if (answer === undefined || answer === 'ok') return { body: new ReadableStream<Uint8Array>(), requestId: null }
      throw answer
    },
  } as unknown as ServiceClient
  return { client, bodies }
}

const http400 = (param: string | undefined, message = 'bad') =>
  new AppFailure(makeError({ kind: 'http', status: 400, code: 'unsupported_parameter', message, endpoint: 'POST /chat/completions', ...(param ? { param } : {}) }))
const signal = new AbortController().signal

describe('rejectsStreamOptions', () => {
  it.each([
    ['param stream_options', http400('stream_options'), true],
    ['param stream_options.include_usage', http400('stream_options.include_usage'), true],
    ['named in the message only', http400(undefined, "Unrecognized request argument supplied: stream_options"), true],
    ['another param', http400('temperature'), false],
    ['a 401 mentioning it', new AppFailure(makeError({ kind: 'http', status: 401, code: '401', message: 'stream_options', endpoint: 'x' })), false],
  ])('%s → %s', (_name, failure, expected) => {
    expect(rejectsStreamOptions(failure.error)).toBe(expected)
  })
})

describe('withUsageRequested', () => {
  it('asks for include_usage', async () => {
    const { client, bodies } = fakeClient(['ok'])
    await withUsageRequested(client, 'c1', new StreamOptionsMemory()).chatStream(body, { signal })
    expect(bodies).toEqual([{ ...body, stream_options: { include_usage: true } }])
  })

  it('on a 400 naming stream_options: resends once without it and remembers the connection', async () => {
    const memory = new StreamOptionsMemory()
    const { client, bodies } = fakeClient([http400('stream_options'), 'ok', 'ok'])
    const wrapped = withUsageRequested(client, 'c1', memory)
    await wrapped.chatStream(body, { signal })
    expect(bodies).toEqual([{ ...body, stream_options: { include_usage: true } }, body])
    expect(memory.supported('c1')).toBe(false)
    expect(memory.supported('c2')).toBe(true)
    await wrapped.chatStream(body, { signal })
    expect(bodies.at(-1)).toEqual(body)
  })

  it('resends only once: a second refusal is the answer', async () => {
    const { client, bodies } = fakeClient([http400('stream_options'), http400('stream_options')])
    await expect(withUsageRequested(client, 'c1', new StreamOptionsMemory()).chatStream(body, { signal })).rejects.toBeInstanceOf(AppFailure)
    expect(bodies).toHaveLength(2)
  })

  it('other failures pass through without a retry', async () => {
    const failure = http400('temperature')
    const { client, bodies } = fakeClient([failure])
    await expect(withUsageRequested(client, 'c1', new StreamOptionsMemory()).chatStream(body, { signal })).rejects.toBe(failure)
    expect(bodies).toHaveLength(1)
  })

  it('does not resend after the user stopped', async () => {
    const controller = new AbortController()
    controller.abort()
    const { client, bodies } = fakeClient([http400('stream_options')])
    await expect(withUsageRequested(client, 'c1', new StreamOptionsMemory()).chatStream(body, { signal: controller.signal })).rejects.toBeInstanceOf(AppFailure)
    expect(bodies).toHaveLength(1)
  })
})
