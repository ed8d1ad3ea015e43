// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ConnectionsState } from '../../../../shared/domain/connection'
import { Shell } from '../../../../renderer/src/features/shell/Shell'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, connection } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
let state: ConnectionsState

beforeEach(() => {
  bridge.reset()
  state = { connections: [connection({ id: 'main', name: 'Main account' }), connection({ id: 'side', name: 'Side project' })], activeId: 'main' }
  bridge.handle('connections:list', () => state)
})
afterEach(cleanup)

const radio = (name: string) => within(screen.getByRole('group', { name: 'Active connection' })).getByRole('radio', { name }) as HTMLInputElement

describe('the sidebar connection picker', () => {
  it('shows the picked connection as active in the same render as the click, and keeps it once main has switched', async () => {
    let finish: () => void = () => {}
    bridge.handle('connections:setActive', ({ id }) => new Promise<ConnectionsState>((resolve) => (finish = () => resolve((state = { ...state, activeId: id })))))
    renderWithBridge(<Shell>content</Shell>, bridge)
    await waitFor(() => expect(radio('Main account').checked).toBe(true))

    fireEvent.click(radio('Side project'))
    // No await: the radio must not flick back to the old connection while main works.
    expect(radio('Side project').checked).toBe(true)
    expect(radio('Main account').checked).toBe(false)
    await waitFor(() => expect(bridge.callsTo('connections:setActive')).toEqual([{ id: 'side' }]))
    expect(radio('Side project').checked).toBe(true)

    finish()
    await waitFor(() => expect(radio('Side project').closest('label')).toHaveProperty('className', 'connection-option is-active'))
    expect(radio('Side project').checked).toBe(true)
  })

  it('goes back to the connection main still has when the switch fails', async () => {
    bridge.handle('connections:setActive', () => {
      throw new FakeFailure(appError({ kind: 'internal', code: 'not_found', message: 'No such connection' }))
    })
    renderWithBridge(<Shell>content</Shell>, bridge)
    await waitFor(() => expect(radio('Main account').checked).toBe(true))

    fireEvent.click(radio('Side project'))
    expect(radio('Side project').checked).toBe(true)
    await waitFor(() => expect(radio('Main account').checked).toBe(true))
    expect(radio('Side project').checked).toBe(false)
    expect(screen.getByRole('alert').textContent).toBe('Could not switch connection: No such connection')
  })
})
