// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectionsState } from '../../../../shared/domain/connection'
import { ConnectionForm } from '../../../../renderer/src/features/settings/ConnectionForm'
import { AccountGate } from '../../../../renderer/src/features/connections/AccountGate'
import { EditConnectionDialog } from '../../../../renderer/src/features/settings/EditConnectionDialog'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, connection } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const { callsTo, handle } = bridge

const ROUTER_REASON = 'This looks like a router: it lists 6 models with this key and answers chat, but has no balance or usage.'
let state: ConnectionsState

beforeEach(() => {
  bridge.reset()
  state = {
    connections: [connection({ id: 'main', name: 'Main account' }), connection({ id: 'r', name: 'Router', baseUrl: 'http://127.0.0.1:4000/v1', kind: 'router' })],
    activeId: 'r',
  }
  handle('connections:list', () => state)
  handle('connections:add', (args) => ({ connections: [connection({ id: 'c1', name: args.name, kind: args.kind ?? 'service' })], activeId: 'c1' }))
  handle('connections:update', ({ id, linkedAccountId, kind }) => {
    state = {
      ...state,
      connections: state.connections.map((c) =>
        c.id === id ? { ...c, ...(kind ? { kind } : {}), ...(linkedAccountId !== undefined ? { linkedAccountId } : {}) } : c,
      ),
    }
    return state
  })
})
afterEach(cleanup)

describe('Connect proposes the kind', () => {
  it('a router: the finding in plain words, no problem list, saved as router only when confirmed', async () => {
    const user = userEvent.setup()
    handle('connections:verify', () => ({ baseUrl: 'http://127.0.0.1:4000/v1', modelCount: 6, keyName: null, keySuffix: null, problems: [], kind: 'router', kindReason: ROUTER_REASON }))
    const onSaved = vi.fn()
    renderWithBridge(<ConnectionForm onSaved={onSaved} />, bridge)
    await user.type(screen.getByLabelText('Base URL'), 'http://127.0.0.1:4000/v1')
    await user.type(screen.getByLabelText('API key'), 'sk-router')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText(ROUTER_REASON)).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Connection problems' })).toBeNull()
    expect(screen.queryByText(/rejected|Nothing found/i)).toBeNull()
    expect((screen.getByRole('radio', { name: /Router/ }) as HTMLInputElement).checked).toBe(true)
    expect(callsTo('connections:add')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Save as router' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(callsTo('connections:add')).toEqual([expect.objectContaining({ kind: 'router', key: 'sk-router' })])
  })

  it('the user can overrule the proposal', async () => {
    const user = userEvent.setup()
    handle('connections:verify', () => ({ baseUrl: 'http://127.0.0.1:4000/v1', modelCount: 6, keyName: null, keySuffix: null, problems: [], kind: 'router', kindReason: ROUTER_REASON }))
    renderWithBridge(<ConnectionForm />, bridge)
    await user.type(screen.getByLabelText('Base URL'), 'http://127.0.0.1:4000/v1')
    await user.type(screen.getByLabelText('API key'), 'sk-x')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await user.click(await screen.findByRole('radio', { name: /Service account/ }))
    await user.click(screen.getByRole('button', { name: 'Save as service account' }))
    await waitFor(() => expect(callsTo('connections:add')).toEqual([expect.objectContaining({ kind: 'service' })]))
  })
})

describe('dashboard for a router connection', () => {
  it('without a linked account: no balance or usage, an explanation and a Link control', async () => {
    const user = userEvent.setup()
    renderWithBridge(
      <AccountGate>
        <p>balance panel</p>
      </AccountGate>,
      bridge,
    )
    const panel = await screen.findByRole('region', { name: 'Balance and usage' })
    expect(within(panel).getByText(/is a router: chat goes through it/)).toBeTruthy()
    expect(screen.queryByText('balance panel')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    await user.selectOptions(within(panel).getByLabelText('Spend from'), 'main')
    await user.click(within(panel).getByRole('button', { name: 'Link account' }))
    await waitFor(() => expect(callsTo('connections:update')).toEqual([{ id: 'r', linkedAccountId: 'main' }]))
    expect(await screen.findByText('balance panel')).toBeTruthy()
    expect(screen.getByRole('note', { name: 'Where balance and usage come from' }).textContent).toContain('Chat through Router, spend from Main account')
  })

  it('an account saved after the panel appeared is linked by the first click', async () => {
    const user = userEvent.setup()
    const main = state.connections[0]!
    state = { connections: [state.connections[1]!], activeId: 'r' }
    const { client } = renderWithBridge(
      <AccountGate>
        <p>balance panel</p>
      </AccountGate>,
      bridge,
    )
    await screen.findByRole('button', { name: 'Add a service account in Settings' })
    state = { connections: [main, ...state.connections], activeId: 'r' }
    await client.invalidateQueries()
    await user.click(await screen.findByRole('button', { name: 'Link account' }))
    await waitFor(() => expect(callsTo('connections:update')).toEqual([{ id: 'r', linkedAccountId: 'main' }]))
  })

  it('no service account saved: offers to add one instead', async () => {
    state = { connections: [state.connections[1]!], activeId: 'r' }
    renderWithBridge(
      <AccountGate>
        <p>balance panel</p>
      </AccountGate>,
      bridge,
    )
    expect(await screen.findByRole('button', { name: 'Add a service account in Settings' })).toBeTruthy()
    expect(screen.queryByText('balance panel')).toBeNull()
  })

  it('a link that fails shows why', async () => {
    const user = userEvent.setup()
    handle('connections:update', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'invalid_link', message: 'Choose another saved service account.' }))
    })
    renderWithBridge(
      <AccountGate>
        <p>balance panel</p>
      </AccountGate>,
      bridge,
    )
    await user.click(await screen.findByRole('button', { name: 'Link account' }))
    expect(await screen.findByText('Could not link the account')).toBeTruthy()
  })

  it('a service connection passes straight through', async () => {
    state = { ...state, activeId: 'main' }
    renderWithBridge(
      <AccountGate>
        <p>balance panel</p>
      </AccountGate>,
      bridge,
    )
    expect(await screen.findByText('balance panel')).toBeTruthy()
  })
})

describe('Settings: kind can be changed later', () => {
  it('edit a router: choose its account; edit a service account into a router', async () => {
    const user = userEvent.setup()
    const router = state.connections[1]!
    const onSaved = vi.fn()
    renderWithBridge(<EditConnectionDialog connection={router} onClose={() => undefined} onSaved={onSaved} />, bridge)
    await screen.findByRole('option', { name: 'Main account' })
    await user.selectOptions(screen.getByLabelText('Balance and usage from'), 'main')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(callsTo('connections:update')).toEqual([{ id: 'r', linkedAccountId: 'main' }]))
    cleanup()
    renderWithBridge(<EditConnectionDialog connection={state.connections[0]!} onClose={() => undefined} onSaved={onSaved} />, bridge)
    await user.click(screen.getByRole('radio', { name: /Router/ }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(callsTo('connections:update').at(-1)).toEqual({ id: 'main', kind: 'router' }))
  })
})
