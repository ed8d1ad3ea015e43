// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ViewErrorBoundary } from '../../../../renderer/src/components/ViewErrorBoundary'

function Broken({ message }: { message: string }): never {
  throw new Error(message)
}

beforeEach(() => {
  // React reports a caught render error on the console too; the boundary logs its own line.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('a view that fails to show', () => {
  it('a chunk that could not be loaded: says why and offers Reload; the rest of the window stays', () => {
    render(
      <>
        <nav aria-label="Main">navigation</nav>
        <ViewErrorBoundary view="Settings">
          <Broken message="Failed to fetch dynamically imported module: http://127.0.0.1:1/assets/SettingsView-x.js" />
        </ViewErrorBoundary>
      </>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The Settings view could not be shown')
    expect(alert.textContent).toContain('the connection to Tokentally dropped, or it was restarted')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
  })

  it('another error: says something went wrong, with its message; choosing another view clears it', () => {
    const { rerender } = render(
      <ViewErrorBoundary view="Usage">
        <Broken message="boom" />
      </ViewErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong while showing it')
    expect(screen.getByRole('alert').textContent).toContain('boom')
    rerender(
      <ViewErrorBoundary view="Dashboard">
        <p>the dashboard</p>
      </ViewErrorBoundary>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('the dashboard')).toBeTruthy()
  })
})
