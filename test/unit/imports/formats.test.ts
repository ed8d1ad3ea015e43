import { afterEach, describe, expect, it } from 'vitest'
import type { Conversation } from '../../../shared/domain/conversation'
import { fixture, type ImportHarness, makeImportHarness, zipOf } from '../../support/imports/import-harness'
import { skipsSaid } from '../../support/imports/skips-said'

let h: ImportHarness
afterEach(async () => {
  await h.close()
})

/** Every imported conversation, by title. */
function byTitle(): Map<string, Conversation> {
  return new Map(h.store.page({ limit: 200 }).items.map((s) => [s.title, h.store.get(s.id)]))
}
const texts = (c: Conversation | undefined) => c?.messages.map((m) => [m.role, m.content]) ?? []
const allTexts = (c: Conversation | undefined) => (c ? h.store.everyMessage(c.id).map((m) => m.message.content) : [])

describe('ChatGPT export (conversations.json: mapping + current_node)', () => {
  it('imports the tree: the shown branch, edits and regenerated answers as branches, custom instructions as the system prompt', async () => {
    h = await makeImportHarness()
    const result = await h.importBytes('conversations.json', await fixture('chatgpt-conversations.json'))
    expect(result).toMatchObject({ phase: 'done', source: 'chatgpt', conversationsRead: 4, added: 2, alreadyHere: 0, skipped: 2, error: null })
    expect(await skipsSaid(result.skippedList)).toEqual([
      { title: 'Empty chat', why: 'it has no messages' },
      { title: 'Broken: no mapping', why: 'not a ChatGPT conversation: missing “mapping”' },
    ])
    const trip = byTitle().get('Trip to Lisbon 🇵🇹')
    expect(trip?.origin).toMatchObject({ source: 'chatgpt', createdAt: '2024-03-12T09:40:00.123Z' })
    expect(trip?.params).toEqual({ model: 'tally-mini', systemPrompt: 'I live in Porto.\n\nUse metric units.', maxOutputTokens: null, temperature: null })
    expect(texts(trip)).toEqual([
      ['user', '[Image: file-service://file-Abc123]\nPlan 3 days in Lisbon — café, fado, 日本語 ok, مرحبا\n\n[Attached: itinerary.pdf (application/pdf)]'],
      ['assistant', "Day 1: Alfama and a fado evening.\n\n<script>alert('x')</script><img src=x onerror=alert(1)>"],
      ['user', 'What about day 2, with kids?'],
      ['assistant', '```python\nprint(3 * 25)\n```'],
      ['assistant', '**Tool (python):**\n\n```\n75\n```'],
      ['assistant', 'Day 2 with kids: the Oceanário, then the Pavilhão do Conhecimento.'],
    ])
    // Model names kept as the other app wrote them; every message marked imported.
    expect(trip?.messages.map((m) => m.model)).toEqual([null, 'gpt-4o', null, 'gpt-4o', 'gpt-4o', 'gpt-4o-mini'])
    expect(trip?.messages.every((m) => m.imported === true && m.usage === null)).toBe(true)
    // Branches: the edited question beside the original, the two answers side by side.
    const [, a1, edited, , , shownAnswer] = trip?.messages ?? []
    expect(Object.values(trip?.siblings ?? {})).toHaveLength(2)
    expect(trip?.siblings?.[edited?.id ?? '']).toHaveLength(2)
    expect(trip?.siblings?.[shownAnswer?.id ?? '']).toHaveLength(2)
    expect(allTexts(trip)).toContain('What about day 2?')
    expect(allTexts(trip)).toContain('Day 2 with kids: the Oceanário (about €75 for three).')
    const original = h.store.switchBranch(trip?.id ?? '', trip?.siblings?.[edited?.id ?? '']?.[0] ?? '')
    expect(texts(original).slice(2)).toEqual([['user', 'What about day 2?'], ['assistant', 'Day 2: Belém.']])
    expect(original.messages[1]?.id).toBe(a1?.id)
    // An answer ChatGPT was still writing when the export was made is marked stopped.
    expect(byTitle().get('Interrupted story')?.messages[1]).toMatchObject({ status: 'stopped', model: 'text-davinci-002-render-sha' })
    // Searchable, on every branch.
    expect(h.store.search('Belém').map((hit) => hit.conversationId)).toEqual([trip?.id])
    expect(h.store.search('Oceanário')).toHaveLength(2)
    expect(h.store.page({}).items.find((s) => s.id === trip?.id)?.origin?.source).toBe('chatgpt')
  })

  it('reads the same from ChatGPT’s zip (conversations.json beside chat.html, user.json and images, which are skipped)', async () => {
    h = await makeImportHarness()
    const zip = zipOf({
      'user.json': '{"id":"user-1"}',
      'chat.html': '<html><script>var jsonData = []</script></html>',
      'file-Abc123-photo.png': new Uint8Array(50_000).map((_, i) => (i * 31) % 251),
      'conversations.json': await fixture('chatgpt-conversations.json'),
      'message_feedback.json': '[]',
    })
    const result = await h.importBytes('chatgpt-export.zip', zip, 1000)
    expect(result).toMatchObject({ phase: 'done', source: 'chatgpt', added: 2, skipped: 2, bytesDone: zip.length, bytesTotal: zip.length })
    expect(byTitle().get('Trip to Lisbon 🇵🇹')?.messages).toHaveLength(6)
  })
})

describe('Claude export (conversations.json: chat_messages, sender, content blocks)', () => {
  it('imports content blocks (thinking left out, tools as text), extracted attachments fenced, files referenced, edited branches', async () => {
    h = await makeImportHarness()
    const result = await h.importBytes('conversations.json', await fixture('claude-conversations.json'))
    expect(result).toMatchObject({ phase: 'done', source: 'claude', added: 2, skipped: 2 })
    expect(await skipsSaid(result.skippedList)).toEqual([
      { title: 'Untitled conversation', why: 'it has no messages' },
      { title: 'No ID here', why: 'not a Claude conversation: missing “uuid”' },
    ])
    const review = byTitle().get('Résumé review ✍️')
    expect(texts(review)).toEqual([
      ['user', 'Can you review my résumé? 日本語 and עברית too.\n\nresume.txt:\n```\nJane Doe\nEngineer, 10 years\n```\n\n[Attached: headshot.png]'],
      [
        'assistant',
        'Here are three suggestions:\n\n1. Lead with impact.\n2. Quantify.\n3. Trim.\n\n**Tool: web_search**\n\n```json\n{\n  "query": "resume tips 2024"\n}\n```\n\n**Tool result (web_search):**\n\nResult: keep it to one page.',
      ],
      ['user', 'Thanks! <b>bold</b> & <script>alert(1)</script>'],
      ['assistant', "You're welcome."],
    ])
    expect(review?.messages[1]?.content).not.toContain('The user wants feedback')
    const edited = byTitle().get('Edited question')
    expect(texts(edited)).toEqual([['user', 'What is 3+3?'], ['assistant', '6']])
    expect(edited?.siblings?.[edited.messages[0]?.id ?? '']).toHaveLength(2)
  })

  it('reads Claude’s zip too', async () => {
    h = await makeImportHarness()
    const zip = zipOf({ 'users.json': '[]', 'projects.json': '[]', 'conversations.json': await fixture('claude-conversations.json') })
    expect(await h.importBytes('data-2024.zip', zip)).toMatchObject({ phase: 'done', source: 'claude', added: 2 })
  })

  it('reads the wrapper some exports use ({account, conversations: […]}) item by item', async () => {
    h = await makeImportHarness()
    const list = JSON.parse(new TextDecoder().decode(await fixture('claude-conversations.json'))) as unknown[]
    const wrapped = new TextEncoder().encode(JSON.stringify({ account: { email: 'a@b.c' }, conversations: list }))
    expect(await h.importBytes('export.json', wrapped, 512)).toMatchObject({ phase: 'done', source: 'claude', added: 2, skipped: 2 })
  })
})

describe('Open WebUI export', () => {
  it('imports the history tree (currentId shown, the other answer a branch), the system prompt, files referenced, older list-only chats', async () => {
    h = await makeImportHarness()
    const result = await h.importBytes('chat-export.json', await fixture('openwebui-export.json'))
    expect(result).toMatchObject({ phase: 'done', source: 'openwebui', added: 2, skipped: 1 })
    expect(await skipsSaid(result.skippedList)).toEqual([{ title: 'Nothing said yet', why: 'it has no messages' }])
    const regex = byTitle().get('Regex help 🧩')
    expect(regex?.params.systemPrompt).toBe('You are terse.')
    expect(texts(regex)).toEqual([
      ['user', 'Match an email — ünïcödé ok?\n\n[Attached: emails.csv]'],
      ['assistant', '<details type="reasoning" done="true"><summary>Thought</summary>…</details>Use a parser, not a regex.'],
    ])
    expect(regex?.messages[1]?.model).toBe('qwen2.5:7b')
    expect(regex?.siblings?.[regex.messages[1]?.id ?? '']).toHaveLength(2)
    expect(regex?.origin?.createdAt).toBe('2024-06-10T06:13:20.000Z')
    const old = byTitle().get('Old-style chat')
    expect(old?.params.systemPrompt).toBe('Speak French.')
    expect(texts(old)).toEqual([['user', 'Bonjour'], ['assistant', 'Bonjour ! Comment ça va ?']])
  })
})

describe('LibreChat export', () => {
  it('imports a recursive tree: its branches, files, promptPrefix as the system prompt; the newest leaf is shown', async () => {
    h = await makeImportHarness()
    const result = await h.importBytes('librechat.json', await fixture('librechat-export.json'), 300)
    expect(result).toMatchObject({ phase: 'done', source: 'librechat', added: 1, skipped: 0 })
    const venv = byTitle().get('Python venv trouble 🐍')
    expect(venv?.params.systemPrompt).toBe('You are an expert software engineer.')
    expect(texts(venv)).toEqual([
      ['user', 'source venv/bin/activate fails: No such file\n\n[Attached: error.log]'],
      ['assistant', 'Create it first: `python3 -m venv venv`.'],
      ['user', 'lol'],
      ['assistant', 'Glad that amused you 😄'],
    ])
    expect(allTexts(venv)).toEqual(expect.arrayContaining(['thanks', "You're welcome!"]))
    expect(venv?.messages[1]?.model).toBe('gpt-4-turbo')
  })

  it('imports a flat export (parentMessageId, no children) the same', async () => {
    h = await makeImportHarness()
    const tree = JSON.parse(new TextDecoder().decode(await fixture('librechat-export.json'))) as { messages: Record<string, unknown>[] }
    const flat: Record<string, unknown>[] = []
    const walk = (list: Record<string, unknown>[]) => {
      for (const { children, ...m } of list) {
        flat.push(m)
        walk((children as Record<string, unknown>[]) ?? [])
      }
    }
    walk(tree.messages)
    const bytes = new TextEncoder().encode(JSON.stringify({ ...tree, recursive: false, messages: flat }))
    expect(await h.importBytes('flat.json', bytes)).toMatchObject({ phase: 'done', source: 'librechat', added: 1, messagesAdded: 6 })
    expect(texts(byTitle().get('Python venv trouble 🐍')).at(-1)).toEqual(['assistant', 'Glad that amused you 😄'])
  })
})

describe('Chatbox backup', () => {
  it('imports sessions (session:… entries), their older topics and forks; never reads the settings and their keys', async () => {
    h = await makeImportHarness()
    const result = await h.importBytes('chatbox-exported-data-2025-1-10.json', await fixture('chatbox-backup.json'), 200)
    expect(result).toMatchObject({ phase: 'done', source: 'chatbox', added: 2, skipped: 1 })
    expect(await skipsSaid(result.skippedList)).toEqual([{ title: 'Pictures', why: 'a picture session (image generation) is not a chat' }])
    const haiku = byTitle().get('Haiku 🌸')
    expect(haiku?.params.systemPrompt).toBe('You are a poet.')
    expect(texts(haiku)).toEqual([
      ['user', 'A haiku about autumn, please — 秋\n\n[Attached: notes.md]'],
      ['assistant', 'Crisp leaves drift and fall'],
    ])
    expect(haiku?.siblings?.[haiku.messages[1]?.id ?? '']).toHaveLength(2)
    expect(allTexts(haiku)).toContain('Maple fire burning')
    expect(texts(byTitle().get('Haiku 🌸 · Earlier topic'))).toEqual([['user', 'Old question'], ['assistant', 'Old answer']])
    const dump = JSON.stringify(h.db.prepare('SELECT * FROM messages').all()) + JSON.stringify(h.db.prepare('SELECT * FROM conversations').all())
    expect(dump).not.toContain('sk-chatbox-key')
  })

  it('imports an older backup (the chat-sessions list, text in content)', async () => {
    h = await makeImportHarness()
    const result = await h.importBytes('backup.json', await fixture('chatbox-legacy-backup.json'), 64)
    expect(result).toMatchObject({ phase: 'done', source: 'chatbox', added: 1 })
    const legacy = byTitle().get('Legacy session')
    expect(legacy?.params.systemPrompt).toBe('Be helpful.')
    expect(texts(legacy)).toEqual([['user', 'hello'], ['assistant', 'Hi! How can I help?']])
    expect(JSON.stringify(h.db.prepare('SELECT * FROM messages').all())).not.toContain('sk-legacy')
  })
})

describe('an imported conversation can be continued here', () => {
  it('keeps the other app’s model names on its answers and continues with this service’s model', async () => {
    h = await makeImportHarness({ modelForContinuing: async () => 'tally-large' })
    await h.importBytes('conversations.json', await fixture('chatgpt-conversations.json'))
    const trip = byTitle().get('Trip to Lisbon 🇵🇹')
    expect(trip?.params.model).toBe('tally-large')
    expect(trip?.messages.at(-1)?.model).toBe('gpt-4o-mini')
  })

  it('without a connection, keeps the other app’s last model as the conversation’s (it can be changed before sending)', async () => {
    h = await makeImportHarness({ modelForContinuing: async () => null })
    await h.importBytes('conversations.json', await fixture('chatgpt-conversations.json'))
    expect(byTitle().get('Trip to Lisbon 🇵🇹')?.params.model).toBe('gpt-4o-mini')
  })
})
