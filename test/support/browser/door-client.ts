import { request } from 'node:http'
import { WebSocket } from 'ws'
import type { SocketMessage } from '../../../shared/ipc/socket-protocol'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A GET to the door on 127.0.0.1 (or `address`), with exactly the headers given (Host included). */
export function rawGet(port: number, path: string, headers: Record<string, string> = {}, address = '127.0.0.1'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: address, port, path, method: 'GET', headers: { host: `127.0.0.1:${port}`, ...headers }, timeout: 5_000 }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end()
  })
}

/** Exchanges the URL's token for the session cookie ("name=value"), as a browser opening the printed URL does. */
export async function signIn(url: string): Promise<string> {
  const { port, pathname, search } = new URL(url)
  const res = await rawGet(Number(port), `${pathname}${search}`)
  const setCookie = res.headers['set-cookie']?.[0]
  if (res.status !== 303 || !setCookie) throw new Error(`sign-in refused: ${res.status} ${res.body}`)
  return setCookie.split(';')[0] ?? ''
}

/** A WebSocket to the door, opened (resolves) or refused (rejects with the HTTP status). */
export function openSocket(port: number, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { host: `127.0.0.1:${port}`, ...headers } })
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

/** Every message the door sent this socket, and calls answered by id. */
export function socketClient(ws: WebSocket) {
  const received: string[] = []
  const sent: string[] = []
  const waiting = new Map<number, (result: unknown) => void>()
  let nextId = 1
  ws.on('message', (data) => {
    const text = data.toString()
    received.push(text)
    const message = JSON.parse(text) as SocketMessage
    if ('id' in message) waiting.get(message.id)?.(message.result)
  })
  return {
    received,
    sent,
    call: (channel: string, args: unknown) =>
      new Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }>((resolve) => {
        const id = nextId++
        waiting.set(id, resolve as (result: unknown) => void)
        const text = JSON.stringify({ id, channel, args })
        sent.push(text)
        ws.send(text)
      }),
  }
}
