import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Account, ApiKey } from '../accounts'
import { type Answer, continuationOf, DEFAULT_ANSWER_CAP, generateAnswer } from '../chat/generate'
import { writeChatStream } from '../chat/sse'
import { promptTokens } from '../chat/tokens'
import { validateChatRequest, type ChatRequest } from '../chat/validate'
import { dayOf } from '../sim-time'
import { ApiError } from '../errors'
import { authenticate } from '../http/auth'
import { readJson } from '../http/body'
import type { Reply } from '../http/reply'
import { balanceParts, charge, release, reserve } from '../ledger'
import { findModel, type SimModel } from '../models'
import { costOn } from '../pricing'
import type { SimState } from '../state'

export const CHAT_PATH = '/v1/chat/completions'

function resolveModel(id: string, retired: readonly string[]): SimModel {
  const model = findModel(id)
  if (!model || retired.includes(model.id)) throw new ApiError(400, 'model_not_found', `The model '${id}' does not exist; see GET /models.`, 'model')
  if (model.status === 'coming_soon') {
    throw new ApiError(400, 'model_coming_soon', `The model '${id}' is announced but not accepting requests yet.`, 'model')
  }
  return model
}

function checkContext(model: SimModel, request: ChatRequest, prompt: number): void {
  const exceeded = (param: string, detail: string): ApiError =>
    new ApiError(
      400,
      'context_length_exceeded',
      `This model's maximum context length is ${model.contextWindow} tokens; ${detail}.`,
      param,
    )
  if (prompt > model.contextWindow) throw exceeded('messages', `the messages use about ${prompt} tokens`)
  if (request.maxTokens !== null && prompt + request.maxTokens > model.contextWindow) {
    throw exceeded(request.maxTokensParam ?? 'max_tokens', `${prompt} prompt tokens plus ${request.maxTokens} output tokens do not fit`)
  }
}

function creditAccount(state: SimState, key: ApiKey): Account {
  const account = key.accountId === null ? undefined : state.directory.accounts.get(key.accountId)
  if (!account) {
    throw new ApiError(429, 'insufficient_credits', 'This key is not connected to a credit account.', null, {}, 'insufficient_quota')
  }
  return account
}

/** The text the deterministic answer is derived from: the last user message, else the whole prompt. */
function answerSeedText(request: ChatRequest): string {
  const lastUser = request.messages.filter((m) => m.role === 'user').at(-1)
  return lastUser?.text ?? request.messages.map((m) => m.text).join('\n')
}

/**
 * The answer to stream: the deterministic one for the last user message, except after a partial
 * answer and a request to continue it, where the rest of that earlier answer follows.
 */
function answerFor(request: ChatRequest, seed: number): Answer {
  const [before, partial, last] = request.messages.slice(-3)
  if (before?.role === 'user' && partial?.role === 'assistant' && last?.role === 'user' && /\bcontinue\b/i.test(last.text)) {
    const rest = continuationOf(generateAnswer(before.text, seed, request.maxTokens), partial.text)
    if (rest) return rest
  }
  return generateAnswer(answerSeedText(request), seed, request.maxTokens)
}

export async function handleChat(req: IncomingMessage, reply: Reply, state: SimState): Promise<void> {
  const key = authenticate(req, state.directory.keys, 'invalid_api_key')
  const request = validateChatRequest(await readJson(req, { requireJsonType: true }), { strictParams: state.options.strictParams })
  const model = resolveModel(request.model, state.options.retiredModels)
  const prompt = promptTokens(request.messages)
  checkContext(model, request, prompt)
  if (state.streams.activeFor(key.key) >= state.options.maxConcurrentChats) {
    throw new ApiError(429, 'too_many_concurrent_requests', 'Too many simultaneous requests for this key.', null, { 'retry-after': '1' })
  }
  const account = creditAccount(state, key)
  const startedAt = state.clock()
  const day = dayOf(startedAt)
  // Reserve the worst case: no cache hits and the longest possible answer.
  const estimate = costOn(state.options, model, day, { input: prompt, cached: 0, output: request.maxTokens ?? DEFAULT_ANSWER_CAP })
  const { balance } = balanceParts(account)
  if (balance.lte(0) || balance.lt(estimate)) {
    throw new ApiError(429, 'insufficient_credits', 'The account has no credits for this request.', null, {}, 'insufficient_quota')
  }

  const cached = state.promptCache.lookupAndStore(account.id, request.messages)
  const script = state.scripted.shift()
  const answer: Answer = script ? { pieces: script, finishReason: 'stop' } : answerFor(request, state.options.seed)
  const holdId = reserve(account, estimate)
  const controller = state.streams.open(key.key)
  state.stats.streams.started++
  state.stats.streams.active++
  const breakAt = state.faults.takeStreamBreak('POST', CHAT_PATH)
  if (breakAt) state.stats.faultsApplied++
  const abort = (): void => controller.abort()
  reply.res.on('close', abort)
  if (reply.res.destroyed) abort() // the client left while the request was being checked
  let tokensSent = 0
  try {
    const result = await writeChatStream(reply.beginStream(), {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      created: Math.floor(startedAt / 1000),
      model: model.id,
      pieces: answer.pieces,
      finishReason: answer.finishReason,
      promptTokens: prompt,
      cachedTokens: cached,
      includeUsage: request.includeUsage && state.options.usageChunk,
      tokensPerSecond: state.options.perModelSpeed ? model.speed.tokensPerSecond : state.options.tokensPerSecond,
      firstTokenDelayMs: state.options.perModelSpeed ? model.speed.ttftMs : 0,
      breakAt,
      signal: controller.signal,
      piecePerChunk: script !== undefined,
    })
    tokensSent = result.tokensSent
    if (result.outcome === 'completed') state.stats.streams.completed++
    else state.stats.streams.interrupted++
    if (result.outcome === 'aborted' && !reply.res.destroyed) reply.res.destroy()
  } finally {
    reply.res.off('close', abort)
    state.streams.done(key.key, controller)
    state.stats.streams.active--
    // Charged for what was sent, also when the stream broke or the client went away.
    release(account, holdId)
    const tokens = { input: prompt, cached, output: tokensSent }
    const cost = costOn(state.options, model, day, tokens)
    charge(account, cost)
    const visibleAt = state.clock() + state.options.usageDelayMs
    state.usage.addRequest(account.id, day, model.id, { requests: 1, ...tokens, cost }, visibleAt)
  }
}
