// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import type { ImportProgress } from '../../../../shared/domain/imports'
import { installBridge } from '../../../../renderer/src/ipc'
import { importFile } from '../../../../renderer/src/queries/imports'
import { queryKeys } from '../../../../renderer/src/queries/keys'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { testQueryClient } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()

const progress = (phase: ImportProgress['phase']): ImportProgress => ({
  importId: 'imp1',
  fileName: 'conversations.json',
  phase,
  source: null,
  bytesDone: 0,
  bytesTotal: 10,
  conversationsRead: 0,
  added: 0,
  updated: 0,
  alreadyHere: 0,
  skipped: 0,
  skippedList: [],
  messagesAdded: 0,
  error: null,
})

beforeEach(() => {
  bridge.reset()
  let cancelled = false
  bridge.handle('imports:begin', () => ({ importId: 'imp1' }))
  bridge.handle('imports:push', () => ({ accepted: true }))
  bridge.handle('imports:cancel', () => ((cancelled = true), { cancelled: true }))
  bridge.handle('imports:end', () => progress(cancelled ? 'cancelled' : 'done'))
  installBridge(bridge.api)
})

describe('sending a file to import', () => {
  it('a whole file: every piece, then the end; the result is what main says', async () => {
    const client = testQueryClient()
    const file = new File(['[{"a":1}]'], 'conversations.json')
    await expect(importFile(client, file, () => undefined)).resolves.toMatchObject({ phase: 'done' })
    expect(bridge.calls.map((c) => c.channel)).toEqual(['imports:begin', 'imports:push', 'imports:end'])
  })

  it('a file that cannot be read to its end is cancelled before it ends (main never takes the part for the whole), and the read error is said', async () => {
    const client = testQueryClient()
    const unreadable = { name: 'conversations.json', size: 10, slice: () => { throw new Error('The file was moved while it was read.') } } as unknown as File
    await expect(importFile(client, unreadable, () => undefined)).rejects.toThrow('The file was moved while it was read.')
    expect(bridge.calls.map((c) => c.channel)).toEqual(['imports:begin', 'imports:cancel', 'imports:end'])
    expect(client.getQueryData<ImportProgress>(queryKeys.importProgress('imp1'))?.phase).toBe('cancelled')
  })
})
