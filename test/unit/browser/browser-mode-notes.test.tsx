// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BrowserModeLimits, BrowserNotificationsNote } from '../../../renderer/src/transport/BrowserModeNotes'

afterEach(cleanup)

describe('Settings in browser mode', () => {
  it('say what only the desktop app has: tray, start at login, updates', () => {
    render(<BrowserModeLimits browserMode />)
    expect(screen.getByLabelText('Browser mode').textContent).toMatch(/no tray icon, no start at login and no automatic updates/)
  })

  it('say alerts show in the page, and offer the browser’s notifications', () => {
    render(<BrowserNotificationsNote browserMode />)
    const note = screen.getByLabelText('Alerts in browser mode')
    expect(note.textContent).toMatch(/alerts show in the page/)
  })

  it('say nothing in the desktop app', () => {
    const { container } = render(
      <>
        <BrowserModeLimits browserMode={false} />
        <BrowserNotificationsNote browserMode={false} />
      </>,
    )
    expect(container.textContent).toBe('')
  })
})
