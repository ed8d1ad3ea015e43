import { countTokens } from 'gpt-tokenizer'

/** Special-token look-alikes in a message are text to the service: count them as text, never throw. */
const AS_TEXT = { disallowedSpecial: new Set<string>() }

/** Letters in a row this long are counted in slices of this many. */
const SLICE = 256
const LONG_RUN = /[\p{L}\p{M}]{256,}/gu

function count(text: string): number {
  return text.length === 0 ? 0 : countTokens(text, AS_TEXT)
}

/**
 * Tokens of a text, counted here with gpt-tokenizer (o200k_base, a well-kept tokenizer; the service's
 * own tokenizer is not published, so its count may differ a little: see token-bias.ts). A message that
 * contains `<|endoftext|>` is counted as the characters it is (gpt-tokenizer would throw by default).
 *
 * A run of letters with no break is one piece for the tokenizer, and its byte-pair merges take time
 * quadratic in its length (40,000 letters: 2 s; a pasted 600,000: minutes, with main frozen). Such a run
 * (256 letters or more) is counted in slices of 256: within a token or so per slice of the exact count,
 * in time linear in its length.
 */
export function countText(text: string): number {
  if (text.length < SLICE) return count(text)
  let total = 0
  let from = 0
  for (const run of text.matchAll(LONG_RUN)) {
    total += count(text.slice(from, run.index))
    for (let at = 0; at < run[0].length; at += SLICE) total += count(run[0].slice(at, at + SLICE))
    from = run.index + run[0].length
  }
  return total + count(text.slice(from))
}
