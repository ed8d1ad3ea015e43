/**
 * A child process that answers every POST with the same recorded SSE body, as fast as the socket
 * takes it (one `write` per event, waiting for `drain`), so a client decoding it is the bottleneck.
 * Usage: node --import tsx replay-server.ts <file with the body>. Prints `{"port":n}` when listening.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const file = process.argv[2]
if (!file) throw new Error('replay-server: the body file is missing')
const text = readFileSync(file, 'utf8')
// One buffer per SSE event (each ends with its blank line).
const events = text
  .split('\n\n')
  .filter((e) => e.length > 0)
  .map((e) => Buffer.from(`${e}\n\n`))

const server = createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-request-id': 'req_replay' })
    let i = 0
    const pump = (): void => {
      while (i < events.length) {
        const ok = res.write(events[i++] as Buffer)
        if (!ok) {
          res.once('drain', pump)
          return
        }
      }
      res.end()
    }
    pump()
  })
})
server.keepAliveTimeout = 1000
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`)
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
