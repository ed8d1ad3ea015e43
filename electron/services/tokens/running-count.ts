import { countText } from './count-text'

/** Past this many characters of uncounted tail, the settled part of it is counted once and set aside. */
const TAIL_CHARS = 256

const WORD_END = /[\p{L}\p{N}]/u
const JOINS_WORD = /[\p{L}\p{N}\p{M}'’\uD800-\uDFFF]/u

/**
 * Whether the tokenizer's pre-split (o200k's regex) always ends a piece between `text[i - 1]` and
 * `text[i]`, whatever follows: a letter or digit, then a character that cannot continue a word (not a
 * letter, digit, mark, apostrophe or half of a surrogate pair: an astral letter may join the word). Pieces are encoded on their
 * own, so the tokens of a text split there are the tokens of both halves.
 */
function isSplit(text: string, i: number): boolean {
  return WORD_END.test(text[i - 1] ?? '') && !JOINS_WORD.test(text[i] ?? '')
}

/**
 * The exact token count of a text that arrives in pieces (an answer's deltas), without counting the
 * whole text again on every piece: the text up to the last safe split is counted once and kept; only
 * the tail after it is counted again. Equal to `countText(all pieces joined)` (property-tested),
 * whether pieces end in spaces, mid-word or inside multi-byte characters.
 */
export class RunningTokenCount {
  private settled = 0
  private tail = ''

  /** Adds a piece; returns the tokens of everything added so far. */
  append(text: string): number {
    this.tail += text
    if (this.tail.length > TAIL_CHARS) this.settle()
    return this.settled + countText(this.tail)
  }

  get total(): number {
    return this.settled + countText(this.tail)
  }

  private settle(): void {
    for (let i = this.tail.length - 1; i > 0; i--) {
      if (!isSplit(this.tail, i)) continue
      this.settled += countText(this.tail.slice(0, i))
      this.tail = this.tail.slice(i)
      return
    }
  }
}
