import { createRng, hashString, type Rng } from '../random'
import { splitTokens } from './tokens'

export interface Answer {
  /** Output tokens in order; joined they are the answer text. */
  pieces: string[]
  finishReason: 'stop' | 'length'
}

/** Answers without a token limit stop on their own; cut at this length just in case. */
export const DEFAULT_ANSWER_CAP = 400

const STOP_WORDS = new Set(
  'the and for with that this what how why are you your can please about from into have has was were will would could should'.split(' '),
)
const VERBS = ['check', 'measure', 'compare', 'document', 'simplify', 'review', 'cache', 'split']
const NOUNS = ['the inputs', 'each step', 'edge cases', 'the totals', 'a small example', 'the defaults', 'error paths']
const ADVERBS = ['first', 'carefully', 'early', 'once more', 'in isolation', 'before shipping']

function sentence(rng: Rng, topic: string): string {
  const verb = rng.pick(VERBS)
  return `${verb[0]?.toUpperCase()}${verb.slice(1)} ${rng.pick(NOUNS)} of ${topic} ${rng.pick(ADVERBS)}.`
}

function topicWords(prompt: string, rng: Rng): string[] {
  const words = [...new Set((prompt.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w)))]
  const chosen: string[] = []
  while (chosen.length < 3 && words.length > 0) {
    const [word] = words.splice(rng.int(0, words.length - 1), 1)
    if (word !== undefined) chosen.push(word.slice(0, 24))
  }
  return chosen.length > 0 ? chosen : ['your', 'question']
}

function baseDocument(rng: Rng, words: readonly string[]): string {
  const topic = words.join(' ')
  const title = words.map((w) => `${w[0]?.toUpperCase()}${w.slice(1)}`).join(' ')
  const ident = (words[0] ?? 'topic').replace(/[^a-z0-9]/gi, '') || 'topic'
  return [
    `## Notes on ${title}`,
    '',
    `Here is a short, structured answer about ${topic}. ${sentence(rng, topic)}`,
    '',
    ...words.map((word) => `- **${word}**: ${sentence(rng, word)}`),
    '',
    '| Step | What to do | Effort |',
    '| --- | --- | --- |',
    `| 1 | ${rng.pick(VERBS)} ${rng.pick(NOUNS)} | low |`,
    `| 2 | ${rng.pick(VERBS)} ${rng.pick(NOUNS)} | medium |`,
    `| 3 | ${rng.pick(VERBS)} ${rng.pick(NOUNS)} | high |`,
    '',
    '```ts',
    `const ${ident}Steps = ['${rng.pick(VERBS)}', '${rng.pick(VERBS)}', '${rng.pick(VERBS)}']`,
    `for (const step of ${ident}Steps) console.log(step)`,
    '```',
    '',
    `${sentence(rng, topic)} That should cover it.`,
  ].join('\n')
}

function extraSection(rng: Rng, words: readonly string[], index: number): string {
  const word = rng.pick(words)
  return [
    '',
    '',
    `### More on ${word} (${index})`,
    '',
    `${sentence(rng, word)} ${sentence(rng, word)} ${sentence(rng, word)}`,
    '',
    `- ${sentence(rng, word)}`,
    `- ${sentence(rng, word)}`,
  ].join('\n')
}

/**
 * A deterministic markdown answer (heading, list, table, code block) derived from the prompt.
 * With `maxTokens` the answer is exactly that long (finish "length"); without, it stops by itself.
 */
export function generateAnswer(prompt: string, seed: number, maxTokens: number | null): Answer {
  const rng = createRng(hashString(`${seed}:${prompt}`))
  const words = topicWords(prompt, rng)
  const target = maxTokens ?? DEFAULT_ANSWER_CAP
  const pieces = splitTokens(baseDocument(rng, words))
  let section = 1
  while (maxTokens !== null && pieces.length < maxTokens) {
    pieces.push(...splitTokens(extraSection(rng, words, section++)))
  }
  if (pieces.length > target) return { pieces: pieces.slice(0, target), finishReason: 'length' }
  return { pieces, finishReason: 'stop' }
}

/**
 * "Continue" in demo mode: when `partial` is the start of `answer`, the rest of it (the first piece
 * cut where the partial text ends), so a continued answer joins up like a real model's would. Null otherwise.
 */
export function continuationOf(answer: Answer, partial: string): Answer | null {
  if (partial.length === 0 || !answer.pieces.join('').startsWith(partial)) return null
  let at = 0
  for (let i = 0; i < answer.pieces.length; i++) {
    const piece = answer.pieces[i] as string
    if (at + piece.length > partial.length) {
      const rest = piece.slice(partial.length - at)
      return { pieces: [rest, ...answer.pieces.slice(i + 1)], finishReason: answer.finishReason }
    }
    at += piece.length
  }
  return null
}
