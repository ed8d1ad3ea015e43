// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LabelSplit as Split } from '../../../../shared/domain/projects'
import { LabelSplit } from '../../../../renderer/src/features/usage/LabelSplit'
import { translator } from '../../../../renderer/src/i18n'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const row = { answers: 1, billed: '0.000000', counted: '0.010000', total: '0.010000', unpriced: 0 }
const split: Split = {
  accountId: 'a1',
  start: '2025-06-01',
  end: '2025-07-01',
  byProject: [
    { key: 'p1', name: 'Client A', ...row },
    { key: 'gone', name: 'Deleted project', deleted: true, ...row },
    { key: null, name: 'No project', ...row },
  ],
  byTag: [{ key: null, name: 'No tag', ...row }],
}
beforeEach(() => {
  bridge.reset()
  bridge.handle('projects:split', () => split)
})
afterEach(async () => {
  cleanup()
  await translator.use('en')
})

// #37: main names a deleted project's row in English (for the CSV); the window says it in its language.
describe('a deleted project’s row in the split by project', () => {
  it('English as before', async () => {
    renderWithBridge(<LabelSplit start="2025-06-01" end="2025-07-01" />, bridge)
    expect(await screen.findByRole('rowheader', { name: 'Deleted project' })).toBeTruthy()
    expect(screen.getByRole('rowheader', { name: 'Client A' })).toBeTruthy()
  })

  it('German and Arabic; a project’s own name stays as given', async () => {
    await translator.use('de')
    renderWithBridge(<LabelSplit start="2025-06-01" end="2025-07-01" />, bridge)
    expect(await screen.findByRole('rowheader', { name: 'Gelöschtes Projekt' })).toBeTruthy()
    expect(screen.getByRole('rowheader', { name: 'Client A' })).toBeTruthy()
    cleanup()
    await translator.use('ar')
    renderWithBridge(<LabelSplit start="2025-06-01" end="2025-07-01" />, bridge)
    expect(await screen.findByRole('rowheader', { name: 'مشروع محذوف' })).toBeTruthy()
    expect(screen.queryByText('Deleted project')).toBeNull()
  })
})
