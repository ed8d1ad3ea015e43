import { useQueryClient } from '@tanstack/react-query'
import type { Conversation } from '../../../../shared/domain/conversation'
import { queryKeys } from '../../queries/keys'
import { useConversation } from '../../queries/chat'
import { useLiveAnswers } from '../../queries/live-answers'
import { ComparePane } from './compare/ComparePane'
import { ConversationPane } from './ConversationPane'

/** The open conversation: a compare run shows its columns, anything else the chat pane. */
export function OpenConversation({ conversationId }: { conversationId: string }) {
  const client = useQueryClient()
  const cached = client.getQueryData<Conversation>(queryKeys.conversation(conversationId))
  const hasLive = useLiveAnswers((live) => Object.values(live).some((b) => b.conversationId === conversationId))
  // Polled while a column streams without a live buffer here (e.g. after a reload).
  const query = useConversation(conversationId, { pollStreaming: !hasLive })
  const conversation = query.data ?? cached
  if (conversation?.kind === 'compare') return <ComparePane conversation={conversation} />
  return <ConversationPane conversationId={conversationId} />
}
