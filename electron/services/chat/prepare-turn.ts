import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import type { InvokeParsedArgs } from '../../../shared/ipc/contract'
import { inputError } from '../../../shared/error-model'
import { DEFAULT_TITLE, titleFrom } from './titles'

export type ChatStartArgs = InvokeParsedArgs<'chat:start'>

export interface Turn {
  /** The conversation's messages after the action, ending with the 'streaming' placeholder. */
  messages: ChatMessage[]
  /** The messages sent to the model (everything before the placeholder). */
  history: ChatMessage[]
  title: string
  /** The new or edited user message; null for regenerate. */
  userMessageId: string | null
  placeholder: ChatMessage
}

export interface TurnContext {
  now: string
  newId: () => string
}

function requireContent(content: string | undefined): string {
  if (content === undefined || content.trim().length === 0) throw inputError('empty_message', 'The message is empty.', 'content')
  return content
}

/**
 * What a chat action does to the history (pure; nothing is saved here):
 * - send: appends the user message;
 * - regenerate: drops every answer after the last user message and answers it again;
 * - edit: replaces user message `messageId`'s text and drops everything after it.
 * Each ends with an empty assistant placeholder in status 'streaming'.
 */
export function prepareTurn(conversation: Conversation, args: ChatStartArgs, ctx: TurnContext): Turn {
  const model = conversation.params.model
  let messages: ChatMessage[]
  let userMessageId: string | null
  let title = conversation.title

  if (args.action === 'send') {
    const content = requireContent(args.content)
    const hadUser = conversation.messages.some((m) => m.role === 'user')
    const user: ChatMessage = {
      id: ctx.newId(),
      role: 'user',
      content,
      createdAt: ctx.now,
      model,
      status: 'complete',
      usage: null,
      error: null,
      incompleteReason: null,
      metrics: null,
      continued: false,
      column: null,
    }
    messages = [...conversation.messages, user]
    userMessageId = user.id
    if (!hadUser && title === DEFAULT_TITLE) title = titleFrom(content)
  } else if (args.action === 'regenerate') {
    const lastUser = conversation.messages.findLastIndex((m) => m.role === 'user')
    if (lastUser < 0) throw inputError('nothing_to_regenerate', 'There is no message to answer again.', 'action')
    messages = conversation.messages.slice(0, lastUser + 1)
    userMessageId = null
  } else {
    const content = requireContent(args.content)
    if (!args.messageId) throw inputError('missing_message_id', 'Which message to edit is missing.', 'messageId')
    const index = conversation.messages.findIndex((m) => m.id === args.messageId)
    const original = conversation.messages[index]
    if (!original || original.role !== 'user') throw inputError('message_not_found', 'That message is not a message of yours in this conversation.', 'messageId')
    const firstUser = conversation.messages.findIndex((m) => m.role === 'user')
    if (index === firstUser && title === titleFrom(original.content)) title = titleFrom(content)
    messages = [...conversation.messages.slice(0, index), { ...original, content, model }]
    userMessageId = original.id
  }

  const placeholder: ChatMessage = {
    id: ctx.newId(),
    role: 'assistant',
    content: '',
    createdAt: ctx.now,
    model,
    status: 'streaming',
    usage: null,
    error: null,
    incompleteReason: null,
    metrics: null,
    continued: false,
    column: null,
  }
  return { history: messages, messages: [...messages, placeholder], title, userMessageId, placeholder }
}
