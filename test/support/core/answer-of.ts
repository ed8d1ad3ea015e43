import { expect } from 'vitest'
import type { ChatMessage } from '../../../shared/domain/conversation'
import type { TestApp } from './test-app'

/** The answer once it has ended (polled through `conversations:get`, up to 15 s). */
export async function answerOf(app: TestApp, conversationId: string, messageId: string): Promise<ChatMessage> {
  let found: ChatMessage | undefined
  await expect
    .poll(
      async () => {
        found = (await app.invoke('conversations:get', { id: conversationId })).messages.find((m) => m.id === messageId)
        return found?.status
      },
      { timeout: 15_000 },
    )
    .not.toBe('streaming')
  return found!
}
