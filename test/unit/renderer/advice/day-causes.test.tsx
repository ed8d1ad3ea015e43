// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { LargestDayPanel } from '../../../../renderer/src/features/advice/LargestDayPanel'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { useUi } from '../../../../renderer/src/stores/ui'
import { useUsageUi } from '../../../../renderer/src/stores/usage-ui'
import type { SpikeCause } from '../../../../shared/domain/advice'
import { ELSEWHERE, LONG, PRICE } from '../../../support/advice/spike-causes'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

afterEach(cleanup)

function answering(causes: SpikeCause[] | null) {
  const bridge = createFakeBridge()
  bridge.handle('advice:largestDay', () => ({ accountId: 'acct', explained: causes && { day: '2026-11-03', total: '6.600000', usual: '0.400000', causes } }))
  return bridge
}

describe("Usage's largest day, explained", () => {
  it('names the day, a usual day and each cause with its share, fix and saving; each fix opens where it is done', async () => {
    const bridge = answering([LONG, ELSEWHERE, PRICE])
    renderWithBridge(<LargestDayPanel start="2026-11-01" end="2026-12-01" />, bridge)
    const region = await screen.findByRole('region', { name: /Largest day: 3 Nov 2026/ })
    expect(within(region).getByRole('button', { name: /The largest day's spend: \$6\.60/ })).toBeTruthy()
    expect(within(region).getByRole('button', { name: /A usual day .*: \$0\.40/ })).toBeTruthy()
    const causes = within(screen.getByRole('list', { name: 'Causes, largest first' })).getAllByRole('listitem')
    expect(causes.map((c) => c.querySelector('.day-cause-kind')?.textContent)).toEqual(['One long conversation', 'Other keys (elsewhere)', 'A price change'])
    expect(causes[0]!.textContent).toContain('62 % of the day')
    expect(causes[0]!.textContent).toContain('Fix: Continue “Parser refactor” in a new chat with a summary')
    expect(causes[0]!.textContent).toContain('about $3.60 less for as many messages')
    // #37: the sentences are said here from main's facts.
    expect(causes[0]!.textContent).toContain('“Parser refactor” sends 61,000 tokens of context with every message (its first sent 900); its 40 answers cost $4.10, 62 % of the day.')
    expect(causes[1]!.textContent).toContain('Other keys on this account spent $1.50, 23 % of the day (usually $0.20): not chats in Tokentally.')
    expect(causes[2]!.textContent).toContain("tally-large's price rose on 3 Nov (found in your usage): the day's tally-large use cost $2.00 instead of $1.10 at the old prices.")
    expect(causes[2]!.textContent).toContain('Switch from tally-large to tally-mini: about $0.70 less for the same use')
    await userEvent.click(within(causes[0]!).getByRole('button', { name: 'Open the conversation' }))
    expect(useChatStore.getState().selectedId).toBe('c-parser')
    expect(useUi.getState().view).toBe('chat')
    await userEvent.click(within(causes[1]!).getByRole('button', { name: 'Set a daily budget' }))
    expect(useUi.getState().view).toBe('settings')
    await userEvent.click(within(causes[2]!).getByRole('button', { name: 'Open What if' }))
    expect(useUi.getState().view).toBe('usage')
    expect(useUsageUi.getState().tab).toBe('what-if')
    expect(bridge.callsTo('advice:largestDay')).toEqual([{ start: '2026-11-01', end: '2026-12-01' }])
  })

  it('no single cause is said plainly; no usage hides the panel; a failed read names its cause', async () => {
    renderWithBridge(<LargestDayPanel start="2026-11-01" end="2026-12-01" />, answering([]))
    expect(await screen.findByText(/No single cause found/)).toBeTruthy()
    cleanup()
    const { container } = renderWithBridge(<LargestDayPanel start="2026-11-01" end="2026-12-01" />, answering(null))
    await expect.poll(() => container.querySelector('[role="status"]')).toBeNull()
    expect(container.textContent).toBe('')
    cleanup()
    const failing = createFakeBridge()
    failing.handle('advice:largestDay', () => {
      throw new FakeFailure(appError({ kind: 'internal', code: 'db_error', message: 'The usage cache could not be read.' }))
    })
    renderWithBridge(<LargestDayPanel start="2026-11-01" end="2026-12-01" />, failing)
    expect((await screen.findByRole('alert')).textContent).toContain('Could not explain the largest day')
  })
})
