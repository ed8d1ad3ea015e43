// @vitest-environment happy-dom
import { callsTo, connection, handle, resetFake } from '../../../support/renderer/settings-fake-tally'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Onboarding } from '../../../../renderer/src/features/onboarding/Onboarding'
import { renderWithQuery } from '../../../support/renderer/render-with-query'

beforeEach(() => {
  resetFake()
  handle('connections:startDemo', () => ({ connections: [connection({ id: 'demo', name: 'Demo', demo: true })], activeId: 'demo' }))
})
afterEach(cleanup)

describe('Onboarding', () => {
  it('welcomes with both paths', () => {
    renderWithQuery(<Onboarding />)
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Connect your account' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Explore with demo data' })).toBeTruthy()
  })

  it('starts the demo', async () => {
    const user = userEvent.setup()
    const { client } = renderWithQuery(<Onboarding />)
    await user.click(screen.getByRole('button', { name: 'Explore with demo data' }))
    await waitFor(() => expect(callsTo('connections:startDemo')).toHaveLength(1))
    await waitFor(() => expect(client.getQueryData(['connections'])).toMatchObject({ activeId: 'demo' }))
  })
})
