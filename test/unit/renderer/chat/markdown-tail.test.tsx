// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MessageMarkdown } from '../../../../renderer/src/features/chat/Markdown'

afterEach(cleanup)

describe('the streaming tail', () => {
  it('shows unfinished inline markup closed while the answer streams', () => {
    const { container } = render(<MessageMarkdown text={'Intro.\n\nSome **bold te'} streaming />)
    expect(container.querySelector('strong')?.textContent).toBe('bold te')
    expect(container.textContent).not.toContain('**')
  })

  it('shows an unfinished link as its text, and the link once it is complete', () => {
    const { container, rerender } = render(<MessageMarkdown text={'See [the docs](https://exa'} streaming />)
    expect(container.textContent).toBe('See the docs')
    rerender(<MessageMarkdown text={'See [the docs](https://example.com) now'} streaming />)
    expect(container.querySelector('a')?.textContent).toBe('the docs')
  })

  it('renders the real text once the answer has ended (a cut answer keeps its raw markers)', () => {
    const { container } = render(<MessageMarkdown text={'Some **bold te'} streaming={false} />)
    expect(container.querySelector('strong')).toBeNull()
    expect(container.textContent).toBe('Some **bold te')
  })

  it('leaves finished blocks and code alone', () => {
    const { container } = render(<MessageMarkdown text={'Done **bold\n\n```ts\nconst a = `x'} streaming />)
    expect(container.textContent).toContain('Done **bold')
    expect(container.querySelector('code')?.textContent).toBe('const a = `x')
  })
})
