// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Batch } from '../../../../shared/domain/batches'
import type { SavedPrompt } from '../../../../shared/domain/prompts'
import { BatchSetup } from '../../../../renderer/src/features/batches/BatchSetup'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { parseVariableCsv } from '../../../../electron/services/batches/variable-csv'
import { AppFailure } from '../../../../shared/error-model'
import { AT, preflight } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const PROMPTS: SavedPrompt[] = [
  { id: 'p1', kind: 'prompt', title: 'Explain a topic', body: 'Explain {{topic}} to a {{audience}}.', tags: [], createdAt: AT, updatedAt: AT },
  { id: 'p2', kind: 'prompt', title: 'One line', body: 'Summarise {{topic}} in one line.', tags: [], createdAt: AT, updatedAt: AT },
]

const bridge = createFakeBridge()
beforeEach(() => {
  bridge.reset()
  bridge.handle('prompts:list', () => ({ prompts: PROMPTS, tags: [] }))
  bridge.handle('models:list', () => ({ models: [{ id: 'tally-mini', comingSoon: false }], fetchedAt: AT, error: null }))
  bridge.handle('guard:preflight', () => preflight({ ask: false }))
  // Main's own reader, as main answers (a refusal becomes the call's error).
  bridge.handle('batches:readVariables', ({ csv }) => {
    try {
      return parseVariableCsv(csv)
    } catch (err) {
      throw err instanceof AppFailure ? new FakeFailure(err.error) : err
    }
  })
  bridge.handle('batches:start', (args): Batch => ({ id: 'b1', title: 'Batch', status: 'running', createdAt: AT, finishedAt: null, cells: [], ...args }))
})
afterEach(cleanup)

async function pickBoth() {
  const started = vi.fn<(id: string) => void>()
  renderWithBridge(<BatchSetup onStarted={started} />, bridge)
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Explain a topic' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'One line' }))
  await userEvent.click(await screen.findByRole('checkbox', { name: 'tally-mini' }))
  return started
}

const start = () => screen.getByRole('button', { name: 'Start batch' }) as HTMLButtonElement

describe('#39: a batch fills its prompts’ {{variables}} before it starts', () => {
  it('a form: each prompt once, filled; nothing starts while a value is missing', async () => {
    const started = await pickBoth()
    const fields = screen.getByRole('group', { name: /^Variables/ })
    expect(within(fields).getByRole('radio', { name: /One set of values/ })).toHaveProperty('checked', true)
    expect(within(screen.getByRole('list', { name: 'Before the batch can start' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['No value for {{topic}}.', 'No value for {{audience}}.'])
    expect(start().disabled).toBe(true)
    await userEvent.type(within(fields).getByLabelText('topic'), 'caching')
    await userEvent.type(within(fields).getByLabelText('audience'), 'new hire')
    expect(screen.queryByRole('list', { name: 'Before the batch can start' })).toBeNull()
    await waitFor(() => expect(start().disabled).toBe(false))
    await userEvent.click(start())
    await waitFor(() => expect(bridge.callsTo('batches:start')).toHaveLength(1))
    expect(bridge.callsTo('batches:start')[0]).toMatchObject({ prompts: ['Explain caching to a new hire.', 'Summarise caching in one line.'], models: ['tally-mini'] })
    expect(started).toHaveBeenCalledWith('b1')
  })

  it('a CSV: one run per row; a missing column is asked once for every row; an extra column is named and ignored', async () => {
    await pickBoth()
    const fields = screen.getByRole('group', { name: /^Variables/ })
    await userEvent.click(within(fields).getByRole('radio', { name: /A CSV of values/ }))
    fireEvent.change(within(fields).getByLabelText(/^CSV:/), { target: { value: 'topic,notes\ncaching,first\nretries,second\n' } })
    expect((await within(fields).findByRole('status')).textContent).toBe('2 rows × 2 prompts = 4 runs. Not used by the prompts, ignored: notes. No column for {{audience}}: filled in below for every row.')
    expect(screen.getByRole('list', { name: 'Before the batch can start' }).textContent).toContain('The CSV has no column “audience”')
    expect(within(fields).queryByLabelText('topic')).toBeNull()
    await userEvent.type(within(fields).getByLabelText('audience'), 'manager')
    await waitFor(() => expect(start().disabled).toBe(false))
    await userEvent.click(start())
    await waitFor(() => expect(bridge.callsTo('batches:start')).toHaveLength(1))
    expect((bridge.callsTo('batches:start')[0] as { prompts: string[] }).prompts).toEqual([
      'Explain caching to a manager.',
      'Summarise caching in one line.',
      'Explain retries to a manager.',
      'Summarise retries in one line.',
    ])
  })

  it('a CSV that cannot be read says why, and keeps what was pasted', async () => {
    await pickBoth()
    const fields = screen.getByRole('group', { name: /^Variables/ })
    await userEvent.click(within(fields).getByRole('radio', { name: /A CSV of values/ }))
    const box = within(fields).getByLabelText(/^CSV:/) as HTMLTextAreaElement
    fireEvent.change(box, { target: { value: 'topic,topic\na,b\n' } })
    await waitFor(() => expect(screen.getByRole('list', { name: 'Before the batch can start' }).textContent).toBe('Two columns are named “topic”: each variable needs one column.'))
    expect(box.value).toBe('topic,topic\na,b\n')
    expect(start().disabled).toBe(true)
  })
})
