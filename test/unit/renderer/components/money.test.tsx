// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Money } from '../../../../renderer/src/components/Money'
import { useDisplayCurrencyStore } from '../../../../renderer/src/stores/display-currency'

// The bubble is a lazy chunk: its first render waits for the import (real timers until it shows).
const bubble = async (text: RegExp) => {
  vi.useRealTimers()
  return screen.findByRole('tooltip', { name: text }, { timeout: 5000 })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

describe('Money', () => {
  it('shows the rounded amount; its name carries the exact value', () => {
    render(<Money value="1.234567" label="Balance" />)
    const button = screen.getByRole('button', { name: 'Balance: $1.23 (exact $1.234567); copy' })
    expect(button.textContent).toBe('$1.23')
  })

  it('#35: in a chosen currency it shows ≈ and says how it was converted; the exact dollars are copied', () => {
    useDisplayCurrencyStore.setState({ currency: { code: 'EUR', rate: '0.9210', date: '2026-11-26', stale: true } })
    try {
      render(<Money value="13.400000" label="Balance" />)
      const button = screen.getByRole('button', { name: /^Balance: ≈ €12\.34 \(converted: \$13\.40 at 0\.9210 on 26 Nov 2026; the rate is over 7 days old; exact \$13\.400000\); copy$/ })
      expect(button.textContent).toBe('≈ €12.34')
      expect(button.className).toContain('is-rate-stale')
      expect(button.getAttribute('data-exact')).toBe('13.400000')
    } finally {
      useDisplayCurrencyStore.setState({ currency: null })
    }
  })

  it('a sub-cent amount keeps its digits, never $0.00', () => {
    render(<Money value="0.000420" />)
    expect(screen.getByRole('button').textContent).not.toBe('$0.00')
  })

  it('hovering shows the exact value after a delay, not at once; leaving hides it', async () => {
    render(<Money value="1.234567" />)
    const button = screen.getByRole('button')
    fireEvent.pointerEnter(button)
    act(() => vi.advanceTimersByTime(400))
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => vi.advanceTimersByTime(200))
    const tip = await bubble(/\$1\.234567 — click to copy the exact value/)
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    expect(tip.textContent).toContain('$1.234567')
    fireEvent.pointerLeave(button)
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(button.getAttribute('aria-describedby')).toBeNull()
  })

  it('keyboard focus shows it at once and Escape hides it; a click’s focus does not show it', async () => {
    render(<Money value="2.500000" />)
    const button = screen.getByRole('button')
    fireEvent.pointerDown(button)
    fireEvent.focus(button)
    expect(button.getAttribute('aria-describedby')).toBeNull()
    fireEvent.blur(button)
    fireEvent.focus(button)
    await bubble(/\$2\.500000/)
    fireEvent.keyDown(button, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('leaving before the delay cancels the hint', () => {
    render(<Money value="3.000000" />)
    const button = screen.getByRole('button')
    fireEvent.pointerEnter(button)
    act(() => vi.advanceTimersByTime(300))
    fireEvent.pointerLeave(button)
    act(() => vi.advanceTimersByTime(1000))
    expect(button.getAttribute('aria-describedby')).toBeNull()
  })
})
