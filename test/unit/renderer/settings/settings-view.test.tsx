// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ConnectionsState } from '../../../../shared/domain/connection'
import type { Settings } from '../../../../shared/domain/settings'
import SettingsView from '../../../../renderer/src/features/settings/SettingsView'
import { AlertSection } from '../../../../renderer/src/features/settings/AlertSection'
import { PollingSection } from '../../../../renderer/src/features/settings/PollingSection'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, connection, defaultSettings, keyStorage, savedSettings } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const { callsTo, handle } = bridge

let settings: Settings
let state: ConnectionsState

beforeEach(() => {
  bridge.reset()
  settings = { ...defaultSettings }
  state = {
    connections: [
      connection({ id: 'main', name: 'Main account', keyName: 'laptop', keySuffix: '…9f2c' }),
      connection({ id: 'demo', name: 'Demo', baseUrl: 'http://127.0.0.1:4100/v1', demo: true }),
    ],
    activeId: 'main',
  }
  handle('settings:get', () => settings)
  handle('settings:update', (patch) => {
    settings = { ...settings, ...patch, spendGuard: { ...settings.spendGuard, ...patch.spendGuard }, backup: { ...settings.backup, ...patch.backup }, currency: { ...settings.currency, ...patch.currency } }
    return settings
  })
  handle('connections:list', () => state)
  handle('keys:status', () => keyStorage())
  handle('connections:setActive', ({ id }) => (state = { ...state, activeId: id }))
  handle('connections:remove', ({ id }) => (state = { connections: state.connections.filter((c) => c.id !== id), activeId: state.activeId === id ? 'demo' : state.activeId }))
  handle('connections:update', ({ id, name }) => (state = { ...state, connections: state.connections.map((c) => (c.id === id && name ? { ...c, name } : c)) }))
  handle('connections:routerInfo', ({ id }) => ({
    baseUrl: state.connections.find((c) => c.id === id)?.baseUrl ?? '',
    keyPlaceholder: '<your API key ending …9f2c>',
    models: ['tally-mini', 'tally-large'],
    comingSoon: ['tally-ultra-preview'],
    error: null,
  }))
  handle('app:info', () => ({ name: 'Tokentally', version: '0.1.0', versions: { electron: '45.0.0', node: '22.12.0' }, platform: 'linux', shell: 'electron', desktop: true }))
  handle('app:diagnostics', () => ({ text: 'Tokentally 0.1.0 diagnostics' }))
  handle('app:updateState', () => ({ status: 'unavailable', reason: 'unpackaged', message: 'Updates are unavailable: this copy runs unpackaged (from source).' }))
  handle('projects:status', () => [])
  handle('projects:list', () => ({ projects: [], tags: [] }))
})
afterEach(cleanup)

describe('Balance polling', () => {
  it('explains an interval under 5 seconds and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderWithBridge(<PollingSection pollIntervalSec={60} />, bridge)
    const input = screen.getByLabelText('Balance polling interval (seconds)') as HTMLInputElement
    expect(input.value).toBe('60')
    await user.clear(input)
    await user.type(input, '3')
    await user.click(screen.getByRole('button', { name: 'Save interval' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/at least 5 seconds/)
    expect(input.value).toBe('3')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toContain(alert.id)
    expect(callsTo('settings:update')).toEqual([])

    await user.clear(input)
    await user.type(input, '30{Enter}')
    await waitFor(() => expect(callsTo('settings:update')).toEqual([{ pollIntervalSec: 30 }]))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(await screen.findByText(/read every 30 seconds/)).toBeTruthy()
  })
})

describe('Low-balance alert', () => {
  it('saves dollars as a 6-decimal money string', async () => {
    const user = userEvent.setup()
    renderWithBridge(<AlertSection alertThreshold="5.000000" />, bridge)
    const input = screen.getByLabelText('Alert threshold (US dollars)') as HTMLInputElement
    expect(input.value).toBe('5.00')
    expect(screen.getByText(/once per crossing/)).toBeTruthy()
    await user.clear(input)
    await user.type(input, '12.5')
    await user.click(screen.getByRole('button', { name: 'Save alert' }))
    await waitFor(() => expect(callsTo('settings:update')).toEqual([{ alertThreshold: '12.500000' }]))
    expect(await screen.findByText(/drops below \$12\.50/)).toBeTruthy()
  })

  it('turns the alert off with null, and keeps invalid input with a message', async () => {
    const user = userEvent.setup()
    renderWithBridge(<AlertSection alertThreshold="5.000000" />, bridge)
    const input = screen.getByLabelText('Alert threshold (US dollars)') as HTMLInputElement
    await user.clear(input)
    await user.type(input, '12,50')
    await user.click(screen.getByRole('button', { name: 'Save alert' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/point for cents/)
    expect(input.value).toBe('12,50')
    expect(callsTo('settings:update')).toEqual([])

    await user.click(screen.getByRole('checkbox', { name: 'Alert me when my balance is low' }))
    expect(input.disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Save alert' }))
    await waitFor(() => expect(callsTo('settings:update')).toEqual([{ alertThreshold: null }]))
  })
})

describe('SettingsView', () => {
  it('lists connections with DEMO badge, key ending and the active marker', async () => {
    renderWithBridge(<SettingsView />, bridge)
    const list = await screen.findByRole('list', { name: 'Connections' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const [main, demo] = items as [HTMLElement, HTMLElement]
    expect(within(main).getByText('Active')).toBeTruthy()
    expect(within(main).getByText('…9f2c')).toBeTruthy()
    expect(within(main).queryByRole('button', { name: 'Switch to Main account' })).toBeNull()
    expect(within(demo).getByText('DEMO')).toBeTruthy()
    expect(within(demo).queryByText('Active')).toBeNull()
  })

  it('switches the active connection', async () => {
    const user = userEvent.setup()
    renderWithBridge(<SettingsView />, bridge)
    await user.click(await screen.findByRole('button', { name: 'Switch to Demo' }))
    await waitFor(() => expect(callsTo('connections:setActive')).toEqual([{ id: 'demo' }]))
    expect(await screen.findByRole('button', { name: 'Switch to Main account' })).toBeTruthy()
  })

  it('asks before removing and says the keychain entry is deleted', async () => {
    const user = userEvent.setup()
    renderWithBridge(<SettingsView />, bridge)
    await user.click(await screen.findByRole('button', { name: 'Remove Main account' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove “Main account”?' })
    expect(dialog.textContent).toMatch(/deletes its API key from your OS keychain/)
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(callsTo('connections:remove')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Remove Main account' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove connection' }))
    await waitFor(() => expect(callsTo('connections:remove')).toEqual([{ id: 'main' }]))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText(/deleted its key from your OS keychain/)).toBeTruthy()
  })

  it('edits a connection: a blank key keeps the current key', async () => {
    const user = userEvent.setup()
    renderWithBridge(<SettingsView />, bridge)
    await user.click(await screen.findByRole('button', { name: 'Edit Main account' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit “Main account”' })
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement
    expect(within(dialog).getByLabelText('New API key')).toBeTruthy()
    expect(dialog.textContent).toMatch(/blank field keeps the current key/)
    await user.clear(name)
    await user.type(name, 'Work')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(callsTo('connections:update')).toEqual([{ id: 'main', name: 'Work' }]))
    expect(callsTo('connections:verify')).toEqual([])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('checks a replacement key before saving it', async () => {
    const user = userEvent.setup()
    handle('connections:verify', () => ({ baseUrl: 'https://api.example.com/v1', modelCount: 3, keyName: null, keySuffix: null, problems: [appError({ kind: 'http', status: 401, code: '401', message: 'Rejected.' })], kind: 'service', kindReason: '' }))
    renderWithBridge(<SettingsView />, bridge)
    await user.click(await screen.findByRole('button', { name: 'Edit Main account' }))
    const dialog = screen.getByRole('dialog')
    await user.type(within(dialog).getByLabelText('New API key'), 'sk-new')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await within(dialog).findByText('The service rejected this API key (HTTP 401)')
    expect(callsTo('connections:update')).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }))
    await waitFor(() => expect(callsTo('connections:update')).toEqual([{ id: 'main', key: 'sk-new' }]))
  })

  it('shows what a router needs, with Copy buttons and the note', async () => {
    renderWithBridge(<SettingsView />, bridge)
    const section = (await screen.findByRole('heading', { name: 'Router helper' })).closest('section') as HTMLElement
    await within(section).findByText('https://api.example.com/v1')
    expect(within(section).getByText('<your API key ending …9f2c>')).toBeTruthy()
    expect(within(section).getByText('tally-mini')).toBeTruthy()
    expect(within(section).getByText(/The router holds this key; Tokentally holds the router’s key/)).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Copy base URL' })).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Copy key placeholder' })).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Copy model ID tally-large' })).toBeTruthy()
  })

  it('writes real router config: LiteLLM, generic gateway and custom-provider form, each with Copy; announced models left out', async () => {
    const user = userEvent.setup()
    renderWithBridge(<SettingsView />, bridge)
    const section = (await screen.findByRole('heading', { name: 'Router helper' })).closest('section') as HTMLElement
    const litellm = await within(section).findByRole('figure', { name: 'LiteLLM config.yaml' })
    const yaml = within(litellm).getByLabelText('LiteLLM config.yaml text').textContent ?? ''
    expect(yaml).toContain('  - model_name: tally-mini\n    litellm_params:\n      model: openai/tally-mini\n      api_base: https://api.example.com/v1\n      api_key: os.environ/TOKENTALLY_API_KEY')
    expect(yaml).not.toContain('tally-ultra-preview')
    expect(within(section).getByText(/Left out: tally-ultra-preview/)).toBeTruthy()
    expect(within(section).getByRole('figure', { name: 'Generic OpenAI-compatible gateway' }).textContent).toContain('Authorization: Bearer $TOKENTALLY_API_KEY')
    expect(within(section).getByRole('figure', { name: 'OpenRouter-style custom provider form' }).textContent).toContain('Base URL: https://api.example.com/v1')
    await user.click(within(litellm).getByRole('button', { name: /Copy.*LiteLLM config.yaml/ }))
    expect(await navigator.clipboard.readText()).toBe(yaml)
  })

  it('with a router active: explains it needs the service account, never offers the router itself, and offers to switch', async () => {
    const user = userEvent.setup()
    state = {
      connections: [...state.connections, connection({ id: 'r', name: 'Gateway', baseUrl: 'http://127.0.0.1:4000/v1', kind: 'router', linkedAccountId: 'main' })],
      activeId: 'r',
    }
    renderWithBridge(<SettingsView />, bridge)
    const section = (await screen.findByRole('heading', { name: 'Router helper' })).closest('section') as HTMLElement
    const note = await within(section).findByRole('note', { name: 'The active connection is a router' })
    expect(note.textContent).toMatch(/Gateway.*is itself a router.*service account/)
    expect(within(section).queryByRole('option', { name: 'Gateway' })).toBeNull()
    expect(await within(section).findByText('https://api.example.com/v1')).toBeTruthy()
    expect(callsTo('connections:routerInfo')).not.toContainEqual({ id: 'r' })
    await user.click(within(note).getByRole('button', { name: 'Switch to Main account' }))
    await waitFor(() => expect(callsTo('connections:setActive')).toEqual([{ id: 'main' }]))
  })

  it('applies the theme from a radio group', async () => {
    const user = userEvent.setup()
    renderWithBridge(<SettingsView />, bridge)
    const group = await screen.findByRole('group', { name: 'Theme' })
    expect((within(group).getByRole('radio', { name: /System/ }) as HTMLInputElement).checked).toBe(true)
    await user.click(within(group).getByRole('radio', { name: /Dark/ }))
    // The other fields go along unchanged (a bare patch would reset them to defaults in main).
    await waitFor(() => expect(callsTo('settings:update')).toEqual([{ ...savedSettings, theme: 'dark' }]))
    await waitFor(() => expect((within(group).getByRole('radio', { name: /Dark/ }) as HTMLInputElement).checked).toBe(true))
  })

  it('shows versions and copies diagnostics', async () => {
    const user = userEvent.setup()
    renderWithBridge(<SettingsView />, bridge)
    expect(await screen.findByText('Tokentally 0.1.0')).toBeTruthy()
    expect(screen.getByText('45.0.0')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Copy diagnostics' }))
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe('Tokentally 0.1.0 diagnostics')
  })

  it('the desktop app shows start at login, close to tray and updates; browser mode shows none of them', async () => {
    renderWithBridge(<SettingsView />, bridge)
    expect(await screen.findByRole('heading', { name: 'Desktop' })).toBeTruthy()
    expect(await screen.findByRole('group', { name: 'Updates' })).toBeTruthy()
    cleanup()

    handle('app:info', () => ({ name: 'Tokentally', version: '0.1.0', versions: { node: '22.12.0' }, platform: 'linux', shell: 'browser', desktop: false }))
    renderWithBridge(<SettingsView />, bridge)
    expect(await screen.findByText('Tokentally 0.1.0')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Appearance' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Desktop' })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: /Start Tokentally when I log in/ })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Updates' })).toBeNull()
  })

  it('shows a failed switch as an error notice', async () => {
    const user = userEvent.setup()
    handle('connections:setActive', () => {
      throw new FakeFailure(appError({ kind: 'keychain', code: 'keychain_locked', message: 'The OS keychain is locked.' }))
    })
    renderWithBridge(<SettingsView />, bridge)
    await user.click(await screen.findByRole('button', { name: 'Switch to Demo' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/keychain is locked/)
  })
})
