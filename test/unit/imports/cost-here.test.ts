import { afterEach, describe, expect, it } from 'vitest'
import { CostHereService } from '../../../electron/services/imports/cost-here'
import { countText } from '../../../electron/services/tokens/count-text'
import { fixture, type ImportHarness, makeImportHarness } from '../../support/imports/import-harness'

let h: ImportHarness
afterEach(async () => {
  await h.close()
})

/** The ChatGPT fixture whose first answer holds a special token's text and a long run of letters (a pasted blob). */
async function awkwardExport(): Promise<{ bytes: Uint8Array; answer: string }> {
  const list = JSON.parse(new TextDecoder().decode(await fixture('chatgpt-conversations.json'))) as { mapping: Record<string, { message: { content: { parts: string[] } } }> }[]
  const answer = `Day 1: Alfama. The model said <|endoftext|> and <|im_start|> here. ${'a'.repeat(20_000)} The end.`
  list[0]!.mapping['a1']!.message.content.parts = [answer]
  return { bytes: new TextEncoder().encode(JSON.stringify(list)), answer }
}

describe('what an import would have cost here', () => {
  it('counts imported answers as every answer is counted: special tokens as text, a long run of letters in slices, never throwing', async () => {
    h = await makeImportHarness()
    const { bytes, answer } = await awkwardExport()
    await h.importBytes('conversations.json', bytes)
    const id = (h.db.prepare("SELECT conversation_id AS id FROM messages WHERE content = ?").get(answer) as { id: string }).id
    const costs = new CostHereService(h.db, async () => undefined)
    const here = await costs.of({ conversationId: id })
    const answers = h.db.prepare("SELECT content FROM messages WHERE conversation_id = ? AND role = 'assistant' AND imported = 1").all(id) as { content: string }[]
    expect(here.answers).toBe(answers.length)
    expect(here.outputTokens).toBe(answers.reduce((n, a) => n + countText(a.content), 0))
    expect(here.inputTokens).toBeGreaterThan(0)
    // Kept once counted: asked again, the same figures (read from the source row).
    expect(await costs.of({ conversationId: id })).toEqual(here)
  })
})
