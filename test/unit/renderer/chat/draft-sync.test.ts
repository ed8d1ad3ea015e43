// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TallyApi } from '../../../../shared/ipc/bridge'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { DRAFT_WRITE_DELAY_MS, syncDrafts } from '../../../../renderer/src/queries/draft-sync'

/** main's side of drafts:get / drafts:set, in memory. */
function fakeDrafts(initial: Record<string, string> = {}, options: { failSets?: boolean } = {}) {
  const stored = { ...initial }
  const sets: { key: string; text: string }[] = []
  let resolveGet: () => void = () => undefined
  const gotten = new Promise<void>((resolve) => (resolveGet = resolve))
  const bridge = {
    drafts: {
      get: async () => {
        await gotten
        return { ok: true as const, value: { ...stored } }
      },
      set: async ({ key, text }: { key: string; text: string }) => {
        sets.push({ key, text })
        if (options.failSets) return { ok: false as const, error: { kind: 'storage', code: 'disk_full', message: 'Disk full', at: '', endpoint: 'app' } }
        if (text.trim()) stored[key] = text
        else delete stored[key]
        return { ok: true as const, value: { kept: text.trim() !== '' } }
      },
    },
  } as unknown as Pick<TallyApi, 'drafts'>
  return { bridge, stored, sets, answerGet: resolveGet }
}

let stop: () => void = () => undefined
beforeEach(() => {
  vi.useFakeTimers()
  useChatStore.setState({ drafts: {} })
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('draft sync', () => {
  it('loads the stored drafts at start; text typed before they arrive wins', async () => {
    const main = fakeDrafts({ c1: 'stored for c1', c2: 'stored for c2' })
    stop = syncDrafts(main.bridge)
    useChatStore.getState().setDraft('c2', 'typed just now')
    main.answerGet()
    await settle()
    expect(useChatStore.getState().drafts).toEqual({ c1: 'stored for c1', c2: 'typed just now' })
    // Loading writes nothing back; the typed draft is written after the pause.
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS)
    expect(main.sets).toEqual([{ key: 'c2', text: 'typed just now' }])
  })

  it('writes once per pause in typing, per key, with the latest text', async () => {
    const main = fakeDrafts()
    stop = syncDrafts(main.bridge)
    main.answerGet()
    await settle()
    const { setDraft } = useChatStore.getState()
    for (const text of ['H', 'He', 'Hel', 'Hello']) {
      setDraft('c1', text)
      await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS / 5)
    }
    setDraft('__new__', 'New chat text')
    expect(main.sets).toEqual([])
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS)
    expect(main.sets).toEqual([
      { key: 'c1', text: 'Hello' },
      { key: '__new__', text: 'New chat text' },
    ])
    // Back to what main already holds: nothing to write.
    setDraft('c1', 'Hello!')
    setDraft('c1', 'Hello')
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS)
    expect(main.sets).toHaveLength(2)
  })

  it('a sent message clears its stored draft', async () => {
    const main = fakeDrafts({ c1: 'Send me' })
    stop = syncDrafts(main.bridge)
    main.answerGet()
    await settle()
    useChatStore.getState().clearDraft('c1', 'Send me')
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS)
    expect(main.sets).toEqual([{ key: 'c1', text: '' }])
    expect(main.stored).toEqual({})
  })

  it('hiding or closing the window writes pending drafts at once', async () => {
    const main = fakeDrafts()
    stop = syncDrafts(main.bridge)
    main.answerGet()
    await settle()
    useChatStore.getState().setDraft('c1', 'Typed right before closing')
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(main.stored).toEqual({ c1: 'Typed right before closing' })
  })

  it('a write main could not store is tried again with the next change', async () => {
    const main = fakeDrafts({}, { failSets: true })
    stop = syncDrafts(main.bridge)
    main.answerGet()
    await settle()
    useChatStore.getState().setDraft('c1', 'One')
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS)
    useChatStore.getState().setDraft('c1', 'Two')
    useChatStore.getState().setDraft('c1', 'One')
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS)
    expect(main.sets).toEqual([
      { key: 'c1', text: 'One' },
      { key: 'c1', text: 'One' },
    ])
  })
})
