/**
 * ChatGPT exports made to measure (tests and the `import` bench): N conversations of M messages in
 * the shape of ChatGPT's conversations.json (root node, hidden system node, user/assistant turns,
 * `current_node`). Text comes from a seeded generator so runs repeat; `edit` gives every
 * conversation an edited question (a branch).
 */
export interface GeneratedOptions {
  messagesPer: number
  /** Approximate characters per message. */
  messageChars: number
  /** Adds an edited version of the first question (a second branch) to each conversation. */
  edit?: boolean
  /** Changes the conversation IDs (another account's export). */
  idPrefix?: string
}

const WORDS = (
  'the model answered with latency numbers for kubernetes clusters and a careful plan about pricing tokens budget history export ' +
  'travel lisbon porto recipe bread flour water salt yeast oven python rust typescript sqlite index query join window function ' +
  'café naïve résumé 東京 مرحبا шахматы'
).split(' ')

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function text(next: () => number, chars: number): string {
  const words: string[] = []
  let length = 0
  while (length < chars) {
    const word = WORDS[Math.floor(next() * WORDS.length)] as string
    words.push(next() < 0.08 ? `${word}.\n\n` : word)
    length += word.length + 1
  }
  return words.join(' ')
}

export function chatgptConversation(index: number, options: GeneratedOptions): Record<string, unknown> {
  const next = random(index * 7919 + 17)
  const id = `${options.idPrefix ?? 'gen'}-${String(index).padStart(6, '0')}`
  const start = 1_700_000_000 + index * 3600
  const mapping: Record<string, unknown> = {}
  const node = (nid: string, message: unknown, parent: string | null) => {
    mapping[nid] = { id: nid, message, parent, children: [] as string[] }
    if (parent) ((mapping[parent] as { children: string[] }).children).push(nid)
  }
  const message = (nid: string, role: string, content: string, at: number) => ({
    id: nid,
    author: { role, name: null, metadata: {} },
    create_time: at,
    update_time: null,
    content: { content_type: 'text', parts: [content] },
    status: 'finished_successfully',
    end_turn: role === 'assistant' ? true : null,
    weight: 1,
    metadata: role === 'assistant' ? { model_slug: index % 2 ? 'gpt-4o' : 'gpt-4o-mini', finish_details: { type: 'stop' } } : {},
    recipient: 'all',
  })
  node(`${id}-root`, null, null)
  node(`${id}-sys`, { ...message(`${id}-sys`, 'system', '', start), metadata: { is_visually_hidden_from_conversation: true } }, `${id}-root`)
  let parent = `${id}-sys`
  for (let m = 0; m < options.messagesPer; m++) {
    const nid = `${id}-m${m}`
    const role = m % 2 === 0 ? 'user' : 'assistant'
    node(nid, message(nid, role, text(next, role === 'user' ? options.messageChars / 4 : options.messageChars), start + m * 30), parent)
    parent = nid
  }
  if (options.edit && options.messagesPer >= 2) {
    node(`${id}-edit`, message(`${id}-edit`, 'user', `Edited: ${text(next, 40)}`, start + 5), `${id}-sys`)
    node(`${id}-edit-a`, message(`${id}-edit-a`, 'assistant', text(next, options.messageChars), start + 6), `${id}-edit`)
  }
  return { title: `Generated conversation ${index}`, create_time: start, update_time: start + options.messagesPer * 30, mapping, current_node: parent, conversation_id: id, id, default_model_slug: 'gpt-4o' }
}

/** The whole conversations.json as text, a conversation at a time (never one big object). */
export function* chatgptExportText(count: number, options: GeneratedOptions, first = 0): Generator<string> {
  yield '['
  for (let i = 0; i < count; i++) yield `${i === 0 ? '' : ','}\n${JSON.stringify(chatgptConversation(first + i, options))}`
  yield '\n]\n'
}

export function chatgptExportBytes(count: number, options: GeneratedOptions, first = 0): Uint8Array {
  return new TextEncoder().encode([...chatgptExportText(count, options, first)].join(''))
}
