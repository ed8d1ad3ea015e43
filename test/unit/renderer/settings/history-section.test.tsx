// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { StorageStatus } from '../../../../shared/domain/storage'
import { HistorySection } from '../../../../renderer/src/features/settings/HistorySection'
import { DataNotice } from '../../../../renderer/src/features/shell/DataNotice'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const { callsTo, handle } = bridge
const renderWithQuery = (ui: ReactElement) => renderWithBridge(ui, bridge)

const storage: StorageStatus = { dataDir: '/home/ada/.config/Tokentally', databaseFile: '/home/ada/.config/Tokentally/tokentally.db', setAside: null }

beforeEach(() => {
  bridge.reset()
  handle('app:storage', () => storage)
  useChatStore.setState({ selectedId: 'c1', jumpTo: null })
})
afterEach(cleanup)

describe('Settings: chat history', () => {
  it('says where chats are kept', async () => {
    renderWithQuery(<HistorySection />)
    expect(await screen.findByText('/home/ada/.config/Tokentally/tokentally.db')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Chat history' })).toBeTruthy()
  })

  it('delete all asks first (focus on Cancel); Cancel deletes nothing', async () => {
    handle('conversations:deleteAll', () => ({ deleted: 3, compacted: true }))
    renderWithQuery(<HistorySection />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete all chat history…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all chat history?' })
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(callsTo('conversations:deleteAll')).toEqual([])
  })

  it('confirmed: deletes, closes the dialog, says how many, and no conversation stays open', async () => {
    handle('conversations:deleteAll', () => ({ deleted: 3, compacted: true }))
    const { client } = renderWithQuery(<HistorySection />)
    client.setQueryData(['conversation', 'c1'], { id: 'c1' })
    await userEvent.click(screen.getByRole('button', { name: 'Delete all chat history…' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete all chat history' }))
    expect(await screen.findByText('Deleted 3 conversations and cleared the search index.')).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(callsTo('conversations:deleteAll')).toHaveLength(1)
    expect(useChatStore.getState().selectedId).toBeNull()
    expect(client.getQueryData(['conversation', 'c1'])).toBeUndefined()
  })

  it('a failed deletion keeps the dialog open and says nothing was deleted, and why', async () => {
    handle('conversations:deleteAll', () => {
      throw new FakeFailure(appError({ kind: 'internal', code: 'storage_error', message: 'Could not save the deletion of all chat history: database or disk is full. The disk is full: free some space and try again.' }))
    })
    renderWithQuery(<HistorySection />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete all chat history…' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all chat history' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toMatch(/Nothing was deleted/)
    expect(alert.textContent).toMatch(/disk is full/)
    expect(useChatStore.getState().selectedId).toBe('c1')
  })
})

describe('database set aside at start', () => {
  it('no notice when the database opened normally', async () => {
    renderWithQuery(<DataNotice />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a corrupt database: says it was moved (where), that nothing was deleted, and can be dismissed', async () => {
    handle('app:storage', () => ({ ...storage, setAside: { reason: 'corrupt', detail: 'file is not a database', movedTo: '/data/tokentally.db.set-aside-2026-03-01T10-00-00-000Z' } }))
    renderWithQuery(<DataNotice />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/could not be opened/)
    expect(alert.textContent).toMatch(/the file is damaged/)
    expect(alert.textContent).toMatch(/Nothing was deleted/)
    expect(within(alert).getByText('/data/tokentally.db.set-aside-2026-03-01T10-00-00-000Z')).toBeTruthy()
    expect(alert.textContent).toMatch(/file is not a database/)
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a database from a newer version: says so and how to use it again', async () => {
    handle('app:storage', () => ({ ...storage, setAside: { reason: 'newer_version', detail: "schema version 9 is newer than this app's 4", movedTo: '/data/old.db' } }))
    renderWithQuery(<DataNotice />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/written by a newer version of Tokentally/)
    expect(alert.textContent).toMatch(/update Tokentally/)
  })
})
