// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectionForm } from '../../../../renderer/src/features/settings/ConnectionForm'
import type { VerifyResult } from '../../../../shared/ipc/contract'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, connection } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const { callsTo, handle } = bridge

const BASE = 'https://api.example.com/v1'

function verifyResult(init: Partial<VerifyResult> = {}): VerifyResult {
  return { baseUrl: BASE, modelCount: 7, keyName: 'laptop', keySuffix: '…a1b2', problems: [], kind: 'service', kindReason: 'This is a service account.', ...init }
}

function fields() {
  return {
    name: screen.getByLabelText('Name') as HTMLInputElement,
    baseUrl: screen.getByLabelText('Base URL') as HTMLInputElement,
    key: screen.getByLabelText('API key') as HTMLInputElement,
  }
}

async function fillAndConnect(user: ReturnType<typeof userEvent.setup>, values: { name?: string; baseUrl: string; key: string }) {
  const f = fields()
  if (values.name !== undefined) {
    await user.clear(f.name)
    await user.type(f.name, values.name)
  }
  await user.type(f.baseUrl, values.baseUrl)
  await user.type(f.key, values.key)
  await user.click(screen.getByRole('button', { name: 'Connect' }))
}

beforeEach(() => {
  bridge.reset()
  handle('connections:add', (args) => ({ connections: [connection({ id: 'c1', name: args.name, baseUrl: args.baseUrl })], activeId: 'c1' }))
})
afterEach(cleanup)

describe('ConnectionForm', () => {
  it('starts with the default name, the base URL hint and a masked key field', () => {
    renderWithBridge(<ConnectionForm />, bridge)
    const f = fields()
    expect(f.name.value).toBe('My account')
    const hint = screen.getByText('Must end with /v1, e.g. https://api.example.com/v1')
    expect(f.baseUrl.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id)
    expect(f.key.type).toBe('password')
    expect(screen.getByText(/stored in your OS keychain, never on disk/i)).toBeTruthy()
  })

  it('shows and hides the key', async () => {
    const user = userEvent.setup()
    renderWithBridge(<ConnectionForm />, bridge)
    await user.type(fields().key, 'sk-secret')
    await user.click(screen.getByRole('button', { name: 'Show key' }))
    expect(fields().key.type).toBe('text')
    await user.click(screen.getByRole('button', { name: 'Hide key' }))
    expect(fields().key.type).toBe('password')
    expect(fields().key.value).toBe('sk-secret')
  })

  it('verifies, then saves with the normalized base URL when there are no problems', async () => {
    const user = userEvent.setup()
    handle('connections:verify', () => verifyResult())
    const onSaved = vi.fn()
    renderWithBridge(<ConnectionForm onSaved={onSaved} />, bridge)
    await fillAndConnect(user, { baseUrl: 'https://api.example.com/v1/', key: 'sk-good' })
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(callsTo('connections:verify')).toEqual([{ name: 'My account', baseUrl: 'https://api.example.com/v1/', key: 'sk-good' }])
    expect(callsTo('connections:add')).toEqual([{ name: 'My account', baseUrl: BASE, key: 'sk-good', activate: true, kind: 'service' }])
  })

  it('shows a bad base URL next to its field and keeps everything typed', async () => {
    const user = userEvent.setup()
    const message = 'The base URL must end with /v1, like https://api.example.com/v1 — add /v1.'
    handle('connections:verify', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'base_url_version', message, param: 'baseUrl' }))
    })
    renderWithBridge(<ConnectionForm />, bridge)
    await fillAndConnect(user, { name: 'Work', baseUrl: 'https://api.example.com', key: 'sk-typed' })

    const error = await screen.findByText(message)
    const f = fields()
    expect(f.baseUrl.getAttribute('aria-invalid')).toBe('true')
    expect(f.baseUrl.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
    expect(f.name.value).toBe('Work')
    expect(f.baseUrl.value).toBe('https://api.example.com')
    expect(f.key.value).toBe('sk-typed')
    await waitFor(() => expect(document.activeElement).toBe(f.baseUrl))
    expect(screen.queryByRole('button', { name: 'Save anyway' })).toBeNull()
    expect(callsTo('connections:add')).toEqual([])

    // Fixing the field clears its error; the next check passes and saves.
    await user.type(f.baseUrl, '/v1')
    expect(screen.queryByText(message)).toBeNull()
    handle('connections:verify', () => verifyResult())
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await waitFor(() => expect(callsTo('connections:add')).toHaveLength(1))
  })

  it('also places a base URL problem returned in `problems` next to the field', async () => {
    const user = userEvent.setup()
    handle('connections:verify', () =>
      verifyResult({ modelCount: null, problems: [appError({ kind: 'input', code: 'base_url_scheme', message: 'The base URL must start with https://', param: 'baseUrl' })] }),
    )
    renderWithBridge(<ConnectionForm />, bridge)
    await fillAndConnect(user, { baseUrl: 'api.example.com/v1', key: 'k' })
    await screen.findByText('The base URL must start with https://')
    expect(fields().baseUrl.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Save anyway' })).toBeNull()
  })

  it('lists a rejected key (401) and saves only after "Save anyway"', async () => {
    const user = userEvent.setup()
    handle('connections:verify', () =>
      verifyResult({ keyName: null, keySuffix: null, problems: [appError({ kind: 'http', status: 401, code: '401', message: 'The service rejected the API key.', endpoint: 'GET /balance' })] }),
    )
    const onSaved = vi.fn()
    renderWithBridge(<ConnectionForm onSaved={onSaved} />, bridge)
    await fillAndConnect(user, { baseUrl: BASE, key: 'sk-revoked' })

    expect(await screen.findByText('The service rejected this API key (HTTP 401)')).toBeTruthy()
    expect(screen.getByText('The service rejected the API key.')).toBeTruthy()
    expect(screen.getByText(/lists 7 models/)).toBeTruthy()
    expect(callsTo('connections:add')).toEqual([])
    expect(fields().key.value).toBe('sk-revoked')

    await user.click(screen.getByRole('button', { name: 'Save anyway' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(callsTo('connections:add')).toEqual([{ name: 'My account', baseUrl: BASE, key: 'sk-revoked', activate: true, kind: 'service' }])
  })

  it('lists every problem: no credit account and a network failure', async () => {
    const user = userEvent.setup()
    handle('connections:verify', () =>
      verifyResult({
        modelCount: null,
        problems: [
          appError({ kind: 'http', status: 404, code: 'no_credit_account', message: 'This key is not connected to a credit account.' }),
          appError({ kind: 'network', code: 'ECONNREFUSED', message: 'Could not connect to api.example.com.' }),
        ],
      }),
    )
    renderWithBridge(<ConnectionForm />, bridge)
    await fillAndConnect(user, { baseUrl: BASE, key: 'sk-nocredit' })
    expect(await screen.findByText('This key has no credit account (HTTP 404)')).toBeTruthy()
    expect(screen.getByText('Could not reach the service')).toBeTruthy()
    expect(screen.getByText(/found 2 problems/)).toBeTruthy()
    expect(screen.getAllByRole('alert')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Save anyway' })).toBeTruthy()
  })

  it('drops "Save anyway" once the base URL or key changes, keeping the input', async () => {
    const user = userEvent.setup()
    handle('connections:verify', () => verifyResult({ problems: [appError({ kind: 'http', status: 401, code: '401', message: 'Rejected.' })] }))
    renderWithBridge(<ConnectionForm />, bridge)
    await fillAndConnect(user, { baseUrl: BASE, key: 'sk-old' })
    await screen.findByRole('button', { name: 'Save anyway' })
    await user.type(fields().key, 'x')
    expect(screen.queryByRole('button', { name: 'Save anyway' })).toBeNull()
    expect(fields().key.value).toBe('sk-oldx')
  })

  it('keeps the input and shows a name error when saving fails', async () => {
    const user = userEvent.setup()
    handle('connections:verify', () => verifyResult())
    handle('connections:add', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'name_taken', message: 'A connection named "Work" already exists. Choose another name.', param: 'name' }))
    })
    renderWithBridge(<ConnectionForm />, bridge)
    await fillAndConnect(user, { name: 'Work', baseUrl: BASE, key: 'sk-good' })
    await screen.findByText(/already exists/)
    const f = fields()
    expect(f.name.getAttribute('aria-invalid')).toBe('true')
    expect([f.name.value, f.baseUrl.value, f.key.value]).toEqual(['Work', BASE, 'sk-good'])
  })
})
