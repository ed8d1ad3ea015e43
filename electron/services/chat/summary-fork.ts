import type { ChatMessage, ChatParams, Conversation } from '../../../shared/domain/conversation'
import { inputError, say } from '../../../shared/error-model'
import { newMessage } from '../../../shared/chat/new-message'
import type { ChatRequestBody } from '../api/service-client'
import { buildChatRequest } from '../answers/request-body'

/**
 * #36: what a long conversation's summary is asked with. It is also the new chat's first message, so the
 * conversation that goes on there reads: this request, then the summary.
 */
export const SUMMARY_INSTRUCTION =
  'Summarise our conversation so far so I can continue it in a new chat: the goal, what was decided and why, the facts, figures and code that still matter, open questions, and where we stopped. Be complete but brief, for a reader who has not seen the conversation.'

/** A summary is held to this many output tokens. */
export const SUMMARY_MAX_OUTPUT_TOKENS = 2_000

/** The request that writes the summary: the conversation shown so far, its system prompt, and the instruction. */
export function summaryRequest(conversation: Conversation, model: string): ChatRequestBody {
  if (conversation.kind !== 'chat') throw inputError('not_a_chat', say('errors.chat.notAChat'), 'conversationId')
  if (!conversation.messages.some((m) => m.role === 'assistant' && m.content.length > 0)) throw inputError('nothing_to_summarise', say('errors.chat.nothingToSummarise'), 'conversationId')
  const params: ChatParams = { model, systemPrompt: conversation.params.systemPrompt, maxOutputTokens: SUMMARY_MAX_OUTPUT_TOKENS, temperature: null }
  const instruction = newMessage({ id: 'summary-instruction', role: 'user', content: SUMMARY_INSTRUCTION, createdAt: conversation.updatedAt, model: null, status: 'complete' })
  return buildChatRequest(params, [...conversation.messages, instruction])
}

/** The new chat's messages: the instruction, and the summary's placeholder (written by `model`). */
export function forkMessages(model: string, at: string, newId: () => string): { user: ChatMessage; summary: ChatMessage } {
  return {
    user: newMessage({ id: newId(), role: 'user', content: SUMMARY_INSTRUCTION, createdAt: at, model: null, status: 'complete' }),
    summary: newMessage({ id: newId(), role: 'assistant', content: '', createdAt: at, model, status: 'streaming' }),
  }
}

/** "Parser refactor (continued)": the new chat's title. */
export function forkTitle(title: string): string {
  const base = title.replace(/ \(continued(?: \d+)?\)$/, '')
  return `${base.slice(0, 180)} (continued)`
}
