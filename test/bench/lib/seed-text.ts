/**
 * Deterministic, realistic chat text for seeding: markdown answers (~1.5 KB) with headings,
 * paragraphs, lists, tables and code, over a vocabulary big enough that full-text search has real
 * work to do (a few thousand distinct words, Zipf-like frequencies).
 */
import { seededRandom } from '../../support/seeded-random'

/** The same seed gives the same history on every machine. */
export const prng = seededRandom

const COMMON = `the a to of and in is it that for you this with on as be are can or your if not by use from at an will
each when which one more than into also but how what only then some they all there should would about these other so we`.split(/\s+/)
const TOPICS = `database index query cache latency throughput request response token model prompt context window stream
deploy container cluster network socket buffer thread process memory allocation garbage collector compiler parser
function closure promise async await iterator generator schema migration transaction rollback commit replica shard
kubernetes docker terraform ansible nginx postgres sqlite redis kafka rabbitmq graphql rest grpc websocket oauth
rust python typescript javascript golang kotlin swift haskell elixir react svelte vue angular electron vite webpack
benchmark profiler flamegraph regression histogram percentile median variance gradient embedding tokenizer attention
invoice budget forecast spreadsheet quarterly revenue margin pricing subscription discount refund ledger payroll
recipe sourdough fermentation espresso marathon interval cadence hydration altitude itinerary passport luggage
garden compost tomato irrigation sunlight pruning orchard beehive telescope nebula eclipse satellite orbit gravity`.split(/\s+/)
const SYLLABLES = 'ka lo mi ren tor va shi pel dun bri sko thal vor ein qua zel mor fin gra tup hex lum nor pas'.split(' ')

/** A few thousand invented words on top of the topic words, so the index is not tiny. */
function inventedWords(count: number, random: () => number): string[] {
  const words = new Set<string>()
  while (words.size < count) {
    const n = 2 + Math.floor(random() * 3)
    let w = ''
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)]
    words.add(w)
  }
  return [...words]
}

export interface TextSource {
  word(): string
  sentence(words?: number): string
  title(): string
  question(): string
  answer(targetBytes: number): string
}

export function textSource(seed: number): TextSource {
  const random = prng(seed)
  const rare = inventedWords(4000, prng(seed ^ 0x5eed))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  // Zipf-like: common words most of the time, topic words often, invented words in the long tail.
  const word = (): string => {
    const r = random()
    if (r < 0.45) return pick(COMMON)
    if (r < 0.85) return pick(TOPICS)
    return rare[Math.floor(rare.length * random() ** 2)] as string
  }
  const sentence = (words = 8 + Math.floor(random() * 14)): string => {
    const parts = Array.from({ length: words }, word)
    const text = parts.join(' ')
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}${pick(['.', '.', '.', '?', '!'])}`
  }
  const title = (): string => {
    const text = Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(TOPICS)).join(' ')
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
  }
  const blocks: Array<() => string> = [
    () => `## ${title()}`,
    () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => sentence()).join(' '),
    () => Array.from({ length: 3 + Math.floor(random() * 3) }, () => `- **${pick(TOPICS)}**: ${sentence(6 + Math.floor(random() * 6))}`).join('\n'),
    () => Array.from({ length: 3 }, (_, i) => `${i + 1}. ${sentence(5 + Math.floor(random() * 8))}`).join('\n'),
    () => `\`\`\`${pick(['ts', 'python', 'sql', 'bash'])}\n${Array.from({ length: 3 + Math.floor(random() * 4) }, () => `${pick(['const', 'let', 'SELECT', 'def', 'if', 'return'])} ${pick(TOPICS)}_${pick(TOPICS)} = ${pick(TOPICS)}(${Math.floor(random() * 100)})`).join('\n')}\n\`\`\``,
    () => `| ${pick(TOPICS)} | ${pick(TOPICS)} | ${pick(TOPICS)} |\n| - | - | - |\n${Array.from({ length: 3 }, () => `| ${word()} | ${Math.floor(random() * 1000)} | ${word()} |`).join('\n')}`,
    () => `> ${sentence()}`,
  ]
  const answer = (targetBytes: number): string => {
    const parts: string[] = [sentence()]
    let size = parts[0]?.length ?? 0
    while (size < targetBytes) {
      const block = pick(blocks)()
      parts.push(block)
      size += block.length + 2
    }
    return parts.join('\n\n')
  }
  const question = (): string => Array.from({ length: 1 + Math.floor(random() * 3) }, () => sentence()).join(' ')
  return { word, sentence, title, question, answer }
}
