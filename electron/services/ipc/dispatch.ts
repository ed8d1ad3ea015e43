import { z } from 'zod'
import {
  type Envelope,
  type InvokeChannel,
  type InvokeParsedArgs,
  type InvokeResult,
  invokeContract,
  isInvokeChannel,
} from '../../../shared/ipc/contract'
import { inputError, makeError, toAppError, say } from '../../../shared/error-model'

export type Handlers = {
  [C in InvokeChannel]: (args: InvokeParsedArgs<C>) => Promise<InvokeResult<C>> | InvokeResult<C>
}

export interface DispatchOptions {
  /** Check results against the contract too (tests and the E2E harness turn this on). */
  validateResults?: boolean
}

/**
 * The single entry for every invoke, in Electron and in the test harness alike: unknown channels
 * and bad arguments are rejected with a clear error; handler failures come back as the error model.
 */
export async function dispatch(handlers: Handlers, channel: unknown, rawArgs: unknown, options: DispatchOptions = {}): Promise<Envelope<unknown>> {
  if (!isInvokeChannel(channel)) {
    return { ok: false, error: makeError({ kind: 'input', code: 'unknown_channel', say: say('errors.ipc.unknownChannel', { channel: String(channel).slice(0, 80) }), endpoint: 'ipc' }) }
  }
  const spec = invokeContract[channel]
  const parsed = spec.args.safeParse(rawArgs ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? issue.path.join('.') : 'arguments'
    const failure = inputError('invalid_ipc_args', say('errors.ipc.invalidArgs', { channel, where, problem: issue?.message ?? 'invalid' }), where)
    return { ok: false, error: { ...failure.error, endpoint: `ipc:${channel}` } }
  }
  try {
    const handler = handlers[channel] as (args: unknown) => unknown
    const value = await handler(parsed.data)
    if (options.validateResults) (spec.result as z.ZodType).parse(value)
    return { ok: true, value }
  } catch (err) {
    return { ok: false, error: toAppError(err, `ipc:${channel}`) }
  }
}
