/** Token counting is approximate on purpose: about 4 characters per token. */
export const CHARS_PER_TOKEN = 4
/** Tokens added per message for its role and framing. */
export const MESSAGE_OVERHEAD_TOKENS = 4

export interface ChatMessage {
  role: string
  /** Text of the message; content parts are joined. */
  text: string
}

export function textTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN)
}

export function messageTokens(message: ChatMessage): number {
  return MESSAGE_OVERHEAD_TOKENS + textTokens(message.text)
}

export function promptTokens(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + messageTokens(message), 0)
}

/** Splits an answer into output "tokens" of up to 4 code points each (never splitting a surrogate pair). */
export function splitTokens(text: string): string[] {
  const points = Array.from(text)
  const pieces: string[] = []
  for (let i = 0; i < points.length; i += CHARS_PER_TOKEN) pieces.push(points.slice(i, i + CHARS_PER_TOKEN).join(''))
  return pieces
}
