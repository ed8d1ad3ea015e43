import { parseArgs } from 'node:util'
import { DEMO_KEYS } from './accounts'
import { COMING_SOON_MODEL_ID } from './models'
import { DEFAULT_PORT } from './options'
import { startSim } from './index'

const USAGE = `Usage: npm run sim -- [options]

  --port <n>                 port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --seed <n>                 seed of the demo data (default 42)
  --tokens-per-second <n>    chat speed (default 200; 0 or Infinity: as fast as possible)
  --uniform-speed            every model at --tokens-per-second, no first-token delay
                             (default: each model at its own speed and time to first token,
                             unless --tokens-per-second is given)
  --usage-delay-ms <n>       delay before a chat's charges show in usage (default 3000)
  --rate-limit <perMin>/<burst>  balance/usage limit per key and endpoint (default 20/5)
  --max-concurrent-chats <n> simultaneous chat streams per key (default 4)
  --strict-params            reject chat parameters the spec does not list (400 with param)
  --usage-chunk              send a usage chunk when stream_options.include_usage asks for it
                             (default: never, as the spec promises no usage in a stream)
  --elsewhere-every-ms <n>   the second funded key (sk-demo-funded-2) spends one request every n ms
  -h, --help                 show this help`

function fail(message: string): never {
  console.error(`sim: ${message}\n\n${USAGE}`)
  process.exit(2)
}

function numberOption(name: string, text: string | undefined, allowInfinity = false): number | undefined {
  if (text === undefined) return undefined
  if (allowInfinity && /^inf(inity)?$/i.test(text)) return Number.POSITIVE_INFINITY
  if (!/^\d+(\.\d+)?$/.test(text)) fail(`--${name} must be a non-negative number, got '${text}'`)
  return Number(text)
}

function rateLimitOption(text: string | undefined): { perMinute: number; burst: number } | undefined {
  if (text === undefined) return undefined
  const match = /^(\d+)\/(\d+)$/.exec(text)
  if (!match) fail(`--rate-limit must look like 20/5 (per minute / burst), got '${text}'`)
  return { perMinute: Number(match[1]), burst: Number(match[2]) }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      seed: { type: 'string' },
      'tokens-per-second': { type: 'string' },
      'uniform-speed': { type: 'boolean' },
      'usage-delay-ms': { type: 'string' },
      'rate-limit': { type: 'string' },
      'max-concurrent-chats': { type: 'string' },
      'strict-params': { type: 'boolean' },
      'usage-chunk': { type: 'boolean' },
      'elsewhere-every-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const sim = await startSim({
    port: numberOption('port', values.port) ?? DEFAULT_PORT,
    seed: numberOption('seed', values.seed),
    tokensPerSecond: numberOption('tokens-per-second', values['tokens-per-second'], true),
    perModelSpeed: !(values['uniform-speed'] ?? false) && values['tokens-per-second'] === undefined,
    usageDelayMs: numberOption('usage-delay-ms', values['usage-delay-ms']),
    rateLimit: rateLimitOption(values['rate-limit']),
    maxConcurrentChats: numberOption('max-concurrent-chats', values['max-concurrent-chats']),
    strictParams: values['strict-params'] ?? false,
    usageChunk: values['usage-chunk'] ?? false,
    elsewhereEveryMs: values['elsewhere-every-ms'] === undefined ? null : numberOption('elsewhere-every-ms', values['elsewhere-every-ms']),
  })
  console.log(`Tokentally inference service simulator
  base URL: ${sim.baseUrl}
  control:  ${sim.rootUrl}/_sim  (faults, topup, stats, clock, config, elsewhere)${values['strict-params'] ? '\n  strict:   unlisted chat parameters get 400' : ''}

Demo keys:
  ${DEMO_KEYS.funded}    paid + promo credits, plan allowance, 420 days of history
  ${DEMO_KEYS.debt}      in debt: paid and balance negative
  ${DEMO_KEYS.noplan}    no plan (allowance_remaining null), 60 days of history
  ${DEMO_KEYS.nocredit}  no credit account: 404 on /balance and /usage
  ${DEMO_KEYS.revoked}   revoked: 401 wherever a key is needed
  ${DEMO_KEYS.low}       almost no credits (0.02): larger chats get 429

Model '${COMING_SOON_MODEL_ID}' is announced but not accepting requests. Ctrl+C to stop.`)
  const stop = (): void => {
    void sim.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
