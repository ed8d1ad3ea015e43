/** An answer's tokens, as reported by its stream or counted here. */
export interface AnswerTokens {
  /** All input tokens, cached ones included. */
  input: number
  cached: number
  output: number
  /** From the stream's usage chunk, or counted here by the app's tokenizer. */
  source: 'reported' | 'counted'
}
