import Decimal from 'decimal.js'
import type { ChatMessage, ChatParams, Conversation } from '../../../shared/domain/conversation'
import type { RunPlan } from '../../../shared/domain/preflight'
import { inputError, say } from '../../../shared/error-model'
import { newMessage } from '../../../shared/chat/new-message'
import { buildChatRequest } from '../answers/request-body'
import type { SentMessage } from '../tokens/request-tokens'
import { prepareTurn } from './prepare-turn'
import { summaryRequest } from './summary-fork'

/** One request a run will send, exactly as it will go out. `conversation` groups what a conversation cap adds up. */
export interface PlannedRequest {
  model: string
  messages: SentMessage[]
  maxOutputTokens: number | null
  conversation: string
}

export interface PlannedRun {
  requests: PlannedRequest[]
  /** What each conversation's answers have cost so far (USD), for the conversation cap. */
  soFar: Map<string, string>
}

const NEW = 'new'
const PLANNING = { now: new Date(0).toISOString(), newId: () => 'planned' }

function sent(params: ChatParams, history: readonly ChatMessage[]): SentMessage[] {
  return buildChatRequest(params, history).messages.map((m) => ({ role: m.role, content: typeof m.content === 'string' ? m.content : '' }))
}

/** The known cost of some answers (an answer with no cost record, or no price yet, adds nothing: "at least"). */
export function answersCost(messages: readonly ChatMessage[]): string {
  return messages.reduce((total, m) => (m.role === 'assistant' && m.cost?.cost ? total.plus(m.cost.cost) : total), new Decimal(0)).toFixed()
}

function userMessage(content: string): ChatMessage {
  return newMessage({ id: 'planned-user', role: 'user', content, createdAt: PLANNING.now, model: null, status: 'complete' })
}

/**
 * #33: the requests a run will send, built the way the run builds them (prepareTurn and buildChatRequest
 * for a chat action, one request per model for a compare run or a batch prompt), for the preflight to
 * count and price before anything goes out. Nothing is saved. `everyBranchOf` reads a conversation with
 * every branch's answers: the conversation cap counts what was spent, whichever branch is shown.
 */
export function planRequests(plan: RunPlan, conversationOf: (id: string) => Conversation, everyBranchOf: (id: string) => Conversation = conversationOf): PlannedRun {
  switch (plan.kind) {
    case 'chat': {
      if (plan.conversationId === null) {
        if (!plan.params) throw inputError('missing_params', say('errors.chat.needsModel'), 'params')
        if (plan.action !== 'send') throw inputError('nothing_to_answer', say('errors.chat.startsWithMessage'), 'action')
        const request = { model: plan.params.model, messages: sent(plan.params, [userMessage(plan.content ?? '')]), maxOutputTokens: plan.params.maxOutputTokens, conversation: NEW }
        return { requests: [request], soFar: new Map([[NEW, '0']]) }
      }
      const conversation = conversationOf(plan.conversationId)
      const args = { requestId: 'planned', conversationId: conversation.id, action: plan.action, confirmed: false, ...(plan.content !== undefined ? { content: plan.content } : {}), ...(plan.messageId ? { messageId: plan.messageId } : {}) }
      const turn = prepareTurn(conversation, args, PLANNING)
      const { params } = conversation
      return {
        requests: [{ model: params.model, messages: sent(params, turn.history), maxOutputTokens: params.maxOutputTokens, conversation: conversation.id }],
        // Money spent in the conversation, whichever branch is shown: what the runner's cap adds up too.
        soFar: new Map([[conversation.id, answersCost(everyBranchOf(conversation.id).messages)]]),
      }
    }
    case 'compare': {
      const user = userMessage(plan.prompt)
      const requests = plan.models.map((model) => ({ model, messages: sent({ ...plan.params, model }, [user]), maxOutputTokens: plan.params.maxOutputTokens, conversation: NEW }))
      return { requests, soFar: new Map([[NEW, '0']]) }
    }
    case 'compare-retry': {
      const compare = conversationOf(plan.conversationId)
      const user = compare.messages.find((m) => m.role === 'user')
      const old = compare.messages.find((m) => m.role === 'assistant' && m.column === plan.column)
      if (compare.kind !== 'compare' || !user || !old) throw inputError('column_not_found', say('errors.compare.noColumn', { column: plan.column }), 'column')
      const model = old.model ?? compare.compareModels[plan.column] ?? compare.params.model
      const request = { model, messages: sent({ ...compare.params, model }, [user]), maxOutputTokens: compare.params.maxOutputTokens, conversation: compare.id }
      return { requests: [request], soFar: new Map([[compare.id, answersCost(everyBranchOf(compare.id).messages.filter((m) => m.id !== old.id))]]) }
    }
    case 'batch': {
      const requests = plan.prompts.flatMap((prompt, p) => {
        const user = userMessage(prompt)
        return plan.models.map((model) => ({ model, messages: sent({ model, systemPrompt: '', maxOutputTokens: plan.maxOutputTokens, temperature: null }, [user]), maxOutputTokens: plan.maxOutputTokens, conversation: `prompt-${p}` }))
      })
      return { requests, soFar: new Map(plan.prompts.map((_, p) => [`prompt-${p}`, '0'])) }
    }
    case 'summary': {
      // The summary is the first answer of a new chat: its conversation cap starts at nothing.
      const body = summaryRequest(conversationOf(plan.conversationId), plan.model)
      const messages = body.messages.map((m) => ({ role: m.role, content: typeof m.content === 'string' ? m.content : '' }))
      return { requests: [{ model: plan.model, messages, maxOutputTokens: body.max_completion_tokens ?? null, conversation: NEW }], soFar: new Map([[NEW, '0']]) }
    }
  }
}
