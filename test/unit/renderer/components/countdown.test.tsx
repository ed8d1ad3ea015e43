// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Countdown, useSecondsUntil } from '../../../../renderer/src/components/Countdown'

function SendButton({ until }: { until: number }) {
  const seconds = useSecondsUntil(until)
  return <button type="button">{seconds > 0 ? `Send in ${seconds} s` : 'Send'}</button>
}

function Pair({ until }: { until: number }) {
  return (
    <>
      <p data-testid="notice">
        Retry possible in <Countdown iso={new Date(until).toISOString()} />
      </p>
      <SendButton until={until} />
    </>
  )
}

const shown = () => {
  const notice = screen.getByTestId('notice').textContent ?? ''
  const button = screen.getByRole('button').textContent ?? ''
  return { notice: notice.match(/(\d+) s|now/)?.[0], button: button.match(/(\d+) s|Send$/)?.[0] }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.250Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('countdowns to the same moment', () => {
  it('show the same second after every single timer that fires, down to the end', () => {
    const until = Date.now() + 3_400
    render(<Pair until={until} />)
    expect(shown()).toEqual({ notice: '4 s', button: '4 s' })
    // One timer for both: two timers with the same deadline are two tasks, and a browser can paint
    // a frame between them ("8 s" beside "Send in 9 s" was seen in a screenshot).
    expect(vi.getTimerCount()).toBe(1)
    const seen: string[] = []
    for (let step = 0; step < 20 && vi.getTimerCount() > 0; step++) {
      act(() => {
        vi.advanceTimersToNextTimer()
      })
      const now = shown()
      expect(now.notice === 'now' ? 'Send' : now.notice).toBe(now.button === 'Send' ? 'Send' : now.button)
      seen.push(now.button ?? '?')
    }
    expect(seen).toContain('1 s')
    expect(shown()).toEqual({ notice: 'now', button: 'Send' })
    expect(Date.now()).toBe(until)
  })

  it('a countdown that appears later starts from the present, not from an old tick', () => {
    const until = Date.now() + 5_000
    const { rerender } = render(<SendButton until={until} />)
    expect(screen.getByRole('button').textContent).toBe('Send in 5 s')
    act(() => {
      vi.advanceTimersByTime(2_100)
    })
    rerender(<Pair until={until} />)
    expect(shown()).toEqual({ notice: '3 s', button: '3 s' })
  })

  it('stops ticking once every countdown is over or gone', () => {
    const until = Date.now() + 1_500
    const { unmount } = render(<Pair until={until} />)
    act(() => {
      vi.advanceTimersByTime(2_000)
    })
    expect(shown()).toEqual({ notice: 'now', button: 'Send' })
    expect(vi.getTimerCount()).toBe(0)
    unmount()
    render(<SendButton until={Date.now() + 10_000} />)
    expect(vi.getTimerCount()).toBe(1)
    cleanup()
    expect(vi.getTimerCount()).toBe(0)
  })
})
