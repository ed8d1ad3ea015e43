import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import type { InvokeParsedArgs } from '../../../shared/ipc/contract'
import { inputError, say } from '../../../shared/error-model'
import { DEFAULT_TITLE, titleFrom } from './titles'
import { newMessage } from '../../../shared/chat/new-message'

/** chat:start's arguments (`confirmed`: the preflight's question was answered "send anyway"; false when absent). */
export type ChatStartArgs = Omit<InvokeParsedArgs<'chat:start'>, 'confirmed'> & { confirmed?: boolean }

export interface Turn {
  /** The conversation's messages after the action, ending with the 'streaming' placeholder. */
  messages: ChatMessage[]
  /** The messages sent to the model (everything before the placeholder). */
  history: ChatMessage[]
  title: string
  /** The new or edited user message; null for regenerate and continue. */
  userMessageId: string | null
  placeholder: ChatMessage
  /** Continue: the partial text the answer already has (the continuation is appended to it). */
  prefix: string
  /** Continue: the token counts the partial answer already had. */
  previousUsage: ChatMessage['usage']
  /**
   * #34: the shown messages from this index on are kept as another branch (edit: the old version and
   * its answers; regenerate: the old answer); null when nothing is kept aside.
   */
  forkAt: number | null
  /** Continue: the partial answer's cost record (the continued answer's record holds both requests). */
  previousCost: ChatMessage['cost']
}

/** Sent after the partial answer when continuing it (never saved in the history). */
export const CONTINUE_INSTRUCTION =
  'Your previous answer was cut off. Continue it exactly where it stopped: do not repeat anything already written, start with the next character.'

/** An answer "Continue" applies to: the last message, an answer that stopped or broke off with some text. */
export function canContinue(message: ChatMessage | undefined): boolean {
  return message !== undefined && message.role === 'assistant' && (message.status === 'incomplete' || message.status === 'stopped') && message.content.length > 0
}

export interface TurnContext {
  now: string
  newId: () => string
}

function requireContent(content: string | undefined): string {
  if (content === undefined || content.trim().length === 0) throw inputError('empty_message', say('errors.chat.emptyMessage'), 'content')
  return content
}

/**
 * What a chat action does to the history (pure; nothing is saved here):
 * - send: appends the user message;
 * - regenerate: answers the last user message again; the old answer is kept as another branch
 *   (one that failed before writing anything is replaced);
 * - edit: a new version of user message `messageId` (a new message beside it); the old version and
 *   everything after it are kept as another branch;
 * - continue: the last answer (incomplete or stopped, with text) goes back to 'streaming' and is
 *   carried on; the model gets the history, its partial answer and CONTINUE_INSTRUCTION.
 * The others end with an empty assistant placeholder in status 'streaming'.
 */
export function prepareTurn(conversation: Conversation, args: ChatStartArgs, ctx: TurnContext): Turn {
  const model = conversation.params.model
  if (args.action === 'continue') return continueTurn(conversation, args)
  let messages: ChatMessage[]
  let userMessageId: string | null
  let title = conversation.title
  let forkAt: number | null = null

  if (args.action === 'send') {
    const content = requireContent(args.content)
    const hadUser = conversation.messages.some((m) => m.role === 'user')
    const user = newMessage({ id: ctx.newId(), role: 'user', content, createdAt: ctx.now, model, status: 'complete' })
    messages = [...conversation.messages, user]
    userMessageId = user.id
    if (!hadUser && title === DEFAULT_TITLE) title = titleFrom(content)
  } else if (args.action === 'regenerate') {
    const lastUser = conversation.messages.findLastIndex((m) => m.role === 'user')
    if (lastUser < 0) throw inputError('nothing_to_regenerate', say('errors.chat.nothingToRegenerate'), 'action')
    messages = conversation.messages.slice(0, lastUser + 1)
    userMessageId = null
    if (conversation.messages.slice(lastUser + 1).some(worthKeeping)) forkAt = lastUser + 1
  } else {
    const edit = editedVersion(conversation, args, ctx)
    messages = edit.messages
    title = edit.title
    userMessageId = edit.userMessageId
    forkAt = edit.forkAt
  }

  const placeholder = newMessage({ id: ctx.newId(), role: 'assistant', content: '', createdAt: ctx.now, model, status: 'streaming' })
  return { history: messages, messages: [...messages, placeholder], title, userMessageId, placeholder, prefix: '', previousUsage: null, previousCost: null, forkAt }
}

/** An answer kept as a branch when it is answered again: it holds text, or it ended normally. */
function worthKeeping(message: ChatMessage): boolean {
  return message.role === 'assistant' && (message.content.length > 0 || message.status === 'complete')
}

/**
 * #34: a new version of user message `messageId` (edit, and "Save only"): the messages before it and
 * the new version (a new message, the old one kept on its own branch from `forkAt`).
 */
export function editedVersion(
  conversation: Conversation,
  args: Pick<ChatStartArgs, 'content' | 'messageId'>,
  ctx: TurnContext,
): { messages: ChatMessage[]; title: string; userMessageId: string; forkAt: number } {
  const content = requireContent(args.content)
  if (!args.messageId) throw inputError('missing_message_id', say('errors.chat.missingMessageId'), 'messageId')
  const index = conversation.messages.findIndex((m) => m.id === args.messageId)
  const original = conversation.messages[index]
  if (!original || original.role !== 'user') throw inputError('message_not_found', say('errors.chat.notYourMessage'), 'messageId')
  const firstUser = conversation.messages.findIndex((m) => m.role === 'user')
  let title = conversation.title
  if (index === firstUser && title === titleFrom(original.content)) title = titleFrom(content)
  const version: ChatMessage = { ...original, id: ctx.newId(), content, model: conversation.params.model, createdAt: ctx.now }
  delete version.imported
  return { messages: [...conversation.messages.slice(0, index), version], title, userMessageId: version.id, forkAt: index }
}

function continueTurn(conversation: Conversation, args: ChatStartArgs): Turn {
  const last = conversation.messages.at(-1)
  if (!last || !canContinue(last) || (args.messageId !== undefined && args.messageId !== last.id)) {
    throw inputError('nothing_to_continue', say('errors.chat.nothingToContinue'), 'messageId')
  }
  const placeholder: ChatMessage = { ...last, status: 'streaming', error: null, incompleteReason: null, continued: true, cost: null, endReason: null }
  const instruction: ChatMessage = { ...last, id: 'continue-instruction', role: 'user', content: CONTINUE_INSTRUCTION, status: 'complete' }
  return {
    history: [...conversation.messages, instruction],
    messages: [...conversation.messages.slice(0, -1), placeholder],
    title: conversation.title,
    userMessageId: null,
    placeholder,
    prefix: last.content,
    previousUsage: last.usage,
    forkAt: null,
    previousCost: last.cost,
  }
}
