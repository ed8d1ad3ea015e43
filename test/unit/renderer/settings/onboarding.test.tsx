// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Onboarding } from '../../../../renderer/src/features/onboarding/Onboarding'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { connection } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const { callsTo, handle } = bridge

beforeEach(() => {
  bridge.reset()
  handle('connections:startDemo', () => ({ connections: [connection({ id: 'demo', name: 'Demo', demo: true })], activeId: 'demo' }))
})
afterEach(cleanup)

describe('Onboarding', () => {
  it('welcomes with both paths', () => {
    renderWithBridge(<Onboarding />, bridge)
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Connect your account' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Explore with demo data' })).toBeTruthy()
  })

  it('starts the demo', async () => {
    const user = userEvent.setup()
    const { client } = renderWithBridge(<Onboarding />, bridge)
    await user.click(screen.getByRole('button', { name: 'Explore with demo data' }))
    await waitFor(() => expect(callsTo('connections:startDemo')).toHaveLength(1))
    await waitFor(() => expect(client.getQueryData(['connections'])).toMatchObject({ activeId: 'demo' }))
  })
})
