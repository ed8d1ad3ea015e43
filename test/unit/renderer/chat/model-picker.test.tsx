// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ModelPicker } from '../../../../renderer/src/features/chat/ModelPicker'

afterEach(cleanup)

const MODELS = ['tally-coder', 'tally-large', 'tally-mini'].map((id) => ({ id, comingSoon: false }))

function Picker() {
  const [value, setValue] = useState('tally-coder')
  return <ModelPicker value={value} models={MODELS as never} onChange={setValue} />
}

describe('ModelPicker', () => {
  it('Esc with the list open closes it and shows the model in use again; it stays closed', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    const box = screen.getByRole('combobox', { name: 'Model' }) as HTMLInputElement
    await user.click(box)
    expect(screen.getByRole('listbox')).toBeTruthy()
    expect(box.value).toBe('')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(box.getAttribute('aria-expanded')).not.toBe('true')
    expect(box.value).toBe('tally-coder')
  })

  it('typing filters (the typed ID is offered last), Enter picks the first match and closes the list', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    const box = screen.getByRole('combobox', { name: 'Model' }) as HTMLInputElement
    await user.click(box)
    await user.keyboard('lar')
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['tally-large', 'Use “lar”'])
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(box.value).toBe('tally-large')
  })
})
