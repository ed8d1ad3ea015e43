import { countTokens } from 'gpt-tokenizer'
import { describe, expect, it } from 'vitest'
import { answerTokens, countAnswerTokens, reportedTokens } from '../../../electron/services/tokens/count-answer-tokens'
import { applyBias, describeBias, learnBias, type TokenPair } from '../../../electron/services/tokens/token-bias'

const messages = [
  { role: 'system', content: 'You are terse.' },
  { role: 'user', content: 'Explain token buckets for HTTP rate limits' },
]

describe('counting an answer’s tokens here', () => {
  it('input: each message as sent plus the chat framing; output: the answer text; marked counted', () => {
    const t = countAnswerTokens(messages, 'A bucket refills at a fixed rate.', 'tally-mini')
    const framing = 3 * 2 + 3 + countTokens('system') + countTokens('user')
    expect(t).toEqual({
      input: framing + countTokens('You are terse.') + countTokens('Explain token buckets for HTTP rate limits'),
      cached: 0,
      output: countTokens('A bucket refills at a fixed rate.'),
      source: 'counted',
    })
    expect(countAnswerTokens([], '', 'm').output).toBe(0)
  })

  it('the stream’s usage wins when it came; counting happens only without it; nothing to count is unknown (null), not 0', () => {
    const usage = { prompt_tokens: 120, completion_tokens: 40, prompt_tokens_details: { cached_tokens: 64 } }
    expect(answerTokens(usage, messages, 'x', 'tally-mini')).toEqual({ input: 120, cached: 64, output: 40, source: 'reported' })
    expect(reportedTokens({ prompt_tokens: 5, completion_tokens: 1 })).toEqual({ input: 5, cached: 0, output: 1, source: 'reported' })
    expect(answerTokens(null, messages, 'Fine.', 'tally-mini')?.source).toBe('counted')
    expect(answerTokens(null, [], '', 'tally-mini')).toBeNull()
    const doubled = answerTokens(null, messages, 'Fine.', 'tally-mini', (t) => ({ ...t, output: t.output * 2 }))
    expect(doubled?.output).toBe(2 * countTokens('Fine.'))
  })
})

describe('learning each model’s bias between the app’s count and the service’s', () => {
  const pair = (model: string, day: string, counted: [number, number], reported: [number, number]): TokenPair => ({
    model,
    day,
    counted: { input: counted[0], output: counted[1] },
    reported: { input: reported[0], output: reported[1] },
  })

  it('ratio of the sums per model, with the answers and days it comes from; too few pairs give none', () => {
    const biases = learnBias([
      pair('tally-mini', '2025-11-10', [100, 50], [110, 49]),
      pair('tally-mini', '2025-11-10', [300, 150], [330, 147]),
      pair('tally-mini', '2025-11-11', [600, 300], [660, 294]),
      pair('tally-nano', '2025-11-11', [100, 100], [120, 100]),
    ])
    expect(biases).toEqual([{ model: 'tally-mini', input: 1.1, output: 0.98, answers: 3, days: 2 }])
    expect(describeBias(biases[0] as (typeof biases)[0])).toBe('tally-mini: the service counts 10 % more input and 2 % fewer output tokens than this app (3 answers, 2 days)')
  })

  it('applies to counted tokens only', () => {
    const bias = { model: 'm', input: 1.1, output: 0.98, answers: 3, days: 2 }
    expect(applyBias({ input: 1_000, cached: 0, output: 500, source: 'counted' }, bias)).toEqual({ input: 1_100, cached: 0, output: 490, source: 'counted' })
    const reported = { input: 1_000, cached: 0, output: 500, source: 'reported' as const }
    expect(applyBias(reported, bias)).toBe(reported)
    expect(applyBias({ ...reported, source: 'counted' }, undefined).input).toBe(1_000)
  })
})
