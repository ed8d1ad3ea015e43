import { afterEach, describe, expect, it } from 'vitest'
import { chatgptExportBytes } from '../../support/imports/generate-chatgpt'
import { fixture, type ImportHarness, makeImportHarness, zipOf } from '../../support/imports/import-harness'
import { skipsSaid } from '../../support/imports/skips-said'

let h: ImportHarness
afterEach(async () => {
  await h.close()
})

const conversations = () => (h.db.prepare('SELECT count(*) AS n FROM conversations').get() as { n: number }).n
const utf8 = (text: string) => new TextEncoder().encode(text)

/** A failed import: nothing lost, the code and a sentence saying what is wrong. */
async function failed(name: string, bytes: Uint8Array, pieceSize?: number) {
  const result = await h.importBytes(name, bytes, pieceSize)
  expect(result.phase).toBe('failed')
  expect(result.error).not.toBeNull()
  return { result, code: result.error?.code, message: result.error?.message ?? '' }
}

describe('bad files lose nothing and say what is wrong', () => {
  it('not JSON (a PDF, an HTML page)', async () => {
    h = await makeImportHarness()
    await h.importBytes('conversations.json', await fixture('chatgpt-conversations.json'))
    const before = conversations()
    const pdf = await failed('conversations.json', utf8('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'))
    expect(pdf.code).toBe('not_json')
    expect(pdf.message).toMatch(/^This file is not a chat export in JSON: it starts with “%PDF-1\.7/)
    const html = await failed('export.json', utf8('  <!DOCTYPE html><html><body>ChatGPT</body></html>'))
    expect(html.message).toContain('it looks like HTML or XML')
    expect(conversations()).toBe(before)
  })

  it('an unknown shape names what was expected and what was found', async () => {
    h = await makeImportHarness()
    const list = await failed('data.json', utf8(JSON.stringify([{ foo: 1, bar: 2 }, { foo: 3 }, { foo: 4 }])))
    expect(list.code).toBe('unknown_shape')
    expect(list.message).toContain('a ChatGPT export (conversations.json or its zip: a list of conversations with “mapping” and “current_node”)')
    expect(list.message).toContain('a Claude export')
    expect(list.message).toContain('This file is a list whose first item is an object with “foo”, “bar”. Nothing was imported.')
    const object = await failed('settings.json', utf8(JSON.stringify({ theme: 'dark', fontSize: 14 })))
    expect(object.message).toContain('This file is an object with “theme”, “fontSize”.')
    const value = await failed('n.json', utf8('42'))
    expect(value).toMatchObject({ code: 'not_json' })
    expect(conversations()).toBe(0)
  })

  it('a truncated zip keeps the conversations read before the cut and says where it was cut', async () => {
    h = await makeImportHarness({ batchSize: 10 })
    const zip = zipOf({ 'conversations.json': chatgptExportBytes(80, { messagesPer: 4, messageChars: 500 }) })
    const cut = zip.subarray(0, Math.floor(zip.length * 0.6))
    const { result, code, message } = await failed('chatgpt.zip', cut, 8192)
    expect(code).toBe('truncated_zip')
    expect(message).toMatch(/^The zip is cut short: conversations\.json ends after [\d.]+ [KM]B, before its end\. The download may not have finished/)
    expect(result.added).toBeGreaterThan(10)
    expect(conversations()).toBe(result.added)
  })

  it('a zip bomb is refused by its ratio and by its size, before it fills memory', async () => {
    h = await makeImportHarness({ zipLimits: { maxBytes: 64 * 1024 ** 2, maxRatio: 100, ratioFloorBytes: 1024 ** 2 } })
    const spaces = new Uint8Array(20 * 1024 ** 2).fill(0x20)
    spaces[0] = 0x5b
    spaces[spaces.length - 1] = 0x5d
    const ratio = await failed('bomb.zip', zipOf({ 'conversations.json': spaces }))
    expect(ratio.code).toBe('zip_bomb')
    expect(ratio.message).toMatch(/^Tokentally stopped reading this zip: it expands over 100× \([\d.]+ KB became [\d.]+ MB\); chat exports expand about 5 to 20×\. It looks like a zip bomb, not an export\.$/)

    await h.close()
    h = await makeImportHarness({ zipLimits: { maxBytes: 4 * 1024 ** 2, maxRatio: 10_000, ratioFloorBytes: 1024 ** 2 } })
    const size = await failed('big.zip', zipOf({ 'conversations.json': spaces }))
    expect(size.code).toBe('zip_bomb')
    expect(size.message).toContain('says it expands to 21 MB, over the 4.2 MB Tokentally reads from one export')
    expect(conversations()).toBe(0)
  })

  it('invalid UTF-8 keeps what came before and says where', async () => {
    h = await makeImportHarness({ batchSize: 5 })
    const good = chatgptExportBytes(30, { messagesPer: 2, messageChars: 300 })
    const text = new TextDecoder().decode(good)
    const at = text.lastIndexOf('"title"')
    const head = utf8(text.slice(0, at + 10))
    const bytes = new Uint8Array([...head, 0xc3, 0x28, ...utf8(text.slice(at + 10))])
    const { result, code, message } = await failed('conversations.json', bytes, 2048)
    expect(code).toBe('invalid_utf8')
    expect(message).toMatch(/^conversations\.json is not valid UTF-8 text \(in the [\d.]+ (KB|bytes) after byte [\d,]+\): the file is damaged or saved in another encoding\./)
    expect(result.added).toBeGreaterThan(15)
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(new Uint16Array([...'[{"mapping":{}}]'].map((c) => c.charCodeAt(0))).buffer)])
    expect((await failed('c.json', utf16)).message).toBe('c.json is UTF-16 text; chat exports are UTF-8. Save it as UTF-8 and import it again.')
  })

  it('a conversation missing fields is skipped, counted, and why is said; the others are imported', async () => {
    h = await makeImportHarness()
    const list = JSON.parse(new TextDecoder().decode(chatgptExportBytes(3, { messagesPer: 2, messageChars: 50 }))) as Record<string, unknown>[]
    delete list[1]?.mapping
    delete list[2]?.conversation_id
    delete list[2]?.id
    const result = await h.importBytes('conversations.json', utf8(JSON.stringify(list)))
    expect(result).toMatchObject({ phase: 'done', added: 1, skipped: 2 })
    expect(await skipsSaid(result.skippedList)).toEqual([
      { title: 'Generated conversation 1', why: 'not a ChatGPT conversation: missing “mapping”' },
      { title: 'Generated conversation 2', why: 'it has no conversation ID (“conversation_id”)' },
    ])
  })

  it('JSON cut short or broken midway keeps what came before it', async () => {
    h = await makeImportHarness({ batchSize: 5 })
    const bytes = chatgptExportBytes(40, { messagesPer: 2, messageChars: 200 })
    const cut = await failed('conversations.json', bytes.subarray(0, Math.floor(bytes.length * 0.7)), 4096)
    expect(cut.code).toBe('truncated_json')
    expect(cut.message).toMatch(/^conversations\.json ends in the middle of its JSON, after [\d.]+ KB: the file was cut short/)
    expect(cut.result.added).toBeGreaterThan(20)
    await h.close()
    h = await makeImportHarness({ batchSize: 5 })
    const text = new TextDecoder().decode(bytes)
    const middle = text.indexOf('\n{"title"', Math.floor(text.length / 2))
    const broken = utf8(`${text.slice(0, middle)}}}${text.slice(middle)}`)
    const bad = await failed('conversations.json', broken, 4096)
    expect(bad.code).toBe('broken_json')
    expect(bad.message).toMatch(/^The JSON in conversations\.json is broken at character [\d,]+ \(unexpected “\}”\): the file is damaged\./)
    expect(bad.result.added).toBeGreaterThan(5)
  })

  it('an empty file, a zip without conversations', async () => {
    h = await makeImportHarness()
    expect((await failed('empty.json', new Uint8Array(0))).code).toBe('empty_file')
    expect((await failed('blank.json', utf8('  \n  '))).code).toBe('empty_file')
    const zip = await failed('photos.zip', zipOf({ 'a.png': new Uint8Array(10), 'notes/b.txt': 'x' }))
    expect(zip).toMatchObject({ code: 'nothing_to_import' })
    expect(zip.message).toBe('This zip has no conversations.json (a ChatGPT or Claude export) and no Tokentally conversations: it holds “a.png”, “notes/b.txt”.')
  })

  it('HTML and scripts inside messages are stored as text, exactly', async () => {
    h = await makeImportHarness()
    await h.importBytes('conversations.json', await fixture('claude-conversations.json'))
    const stored = h.db.prepare("SELECT content FROM messages WHERE content LIKE '%<script>%'").all() as { content: string }[]
    expect(stored.map((r) => r.content)).toEqual(['Thanks! <b>bold</b> & <script>alert(1)</script>'])
  })
})
