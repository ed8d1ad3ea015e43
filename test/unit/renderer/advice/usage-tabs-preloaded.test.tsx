// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadWhatIf, UsageTabs } from '../../../../renderer/src/features/advice/UsageTabs'
import { useUsageUi } from '../../../../renderer/src/stores/usage-ui'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'
import { whatIf } from './fixtures'

// Its own file: What if must not have been shown before in this module graph (the app's state after a reload).
afterEach(cleanup)

describe('Usage tabs → What if, its code loaded while Usage was shown', () => {
  it('shows What if in the click’s own render: nothing suspends, no loading fallback to wait through', async () => {
    useUsageUi.getState().setTab('usage')
    const bridge = createFakeBridge()
    bridge.handle('advice:whatIf', () => whatIf())
    renderWithBridge(<UsageTabs usage={<p>the usage</p>} />, bridge)
    // Usage painted: What if's code is asked for (a second later, by the tabs' own timer).
    await loadWhatIf()
    fireEvent.click(screen.getByRole('tab', { name: 'What if' }))
    expect(screen.queryByText('Loading What if…')).toBeNull()
    expect(screen.getByRole('heading', { name: 'What if: your answers on every model' })).toBeTruthy()
  })
})
