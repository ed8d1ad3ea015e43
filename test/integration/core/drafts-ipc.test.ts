import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Core } from '../../../electron/services/app/core'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { MemorySecrets } from '../../support/memory-secrets'
import { createTestCore } from '../../support/core/test-app'

let dir = ''
let core: Core | null = null

afterEach(async () => {
  await core?.dispose()
  core = null
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function start(): Promise<Core> {
  core = await createTestCore({
    dataDir: dir,
    secrets: new MemorySecrets(),
    emit: () => undefined,
    saveFile: async () => null,
  })
  return core
}

const call = (c: Core, channel: Parameters<typeof dispatch>[1], args: unknown) => dispatch(c.handlers, channel, args, { validateResults: true })

describe('drafts over the IPC dispatch', () => {
  it('drafts:set then drafts:get, kept across a restart; empty text removes one; a deleted conversation takes its draft', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-drafts-ipc-'))
    let c = await start()
    const created = await call(c, 'conversations:create', { params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null } })
    const id = (created as { ok: true; value: { id: string } }).value.id
    const other = (await call(c, 'conversations:create', { params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null } })) as { ok: true; value: { id: string } }
    expect(await call(c, 'drafts:set', { key: id, text: 'Half a question' })).toEqual({ ok: true, value: { kept: true } })
    await call(c, 'drafts:set', { key: other.value.id, text: 'Goes with its conversation' })
    await call(c, 'drafts:set', { key: '__new__', text: 'For a new chat' })
    await call(c, 'drafts:set', { key: 'gone', text: 'soon empty' })
    expect(await call(c, 'drafts:set', { key: 'gone', text: '' })).toEqual({ ok: true, value: { kept: false } })
    await call(c, 'conversations:delete', { id: other.value.id })

    await c.dispose()
    core = null
    c = await start()
    expect(await call(c, 'drafts:get', {})).toEqual({ ok: true, value: { [id]: 'Half a question', __new__: 'For a new chat' } })
  })

  it('refuses a draft without a key or with unknown fields', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-drafts-ipc-'))
    const c = await start()
    expect(await call(c, 'drafts:set', { key: '', text: 'x' })).toMatchObject({ ok: false, error: { kind: 'input' } })
    expect(await call(c, 'drafts:set', { key: 'c1', text: 'x', extra: 1 })).toMatchObject({ ok: false, error: { kind: 'input' } })
    expect(await call(c, 'drafts:get', {})).toEqual({ ok: true, value: {} })
  })
})
