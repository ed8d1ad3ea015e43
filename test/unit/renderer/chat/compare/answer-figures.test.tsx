// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AnswerFigures } from '../../../../../renderer/src/features/chat/compare/AnswerFigures'

afterEach(cleanup)

describe('AnswerFigures', () => {
  it('shows TTFT, tokens/s and total time', () => {
    render(<AnswerFigures metrics={{ ttftMs: 420, outputTokensPerSec: 87.46, totalMs: 3_250 }} />)
    expect(screen.getByLabelText('Time to first token 420 ms')).toBeTruthy()
    expect(screen.getByLabelText('Output speed 87.5 tok/s')).toBeTruthy()
    expect(screen.getByLabelText('Total time 3.3 s')).toBeTruthy()
  })

  it('an unknown speed is "—", never 0', () => {
    render(<AnswerFigures metrics={{ ttftMs: 35, outputTokensPerSec: null, totalMs: 80 }} />)
    expect(screen.getByLabelText('Time to first token 35 ms')).toBeTruthy()
    expect(screen.getByLabelText('Output speed —')).toBeTruthy()
    expect(screen.getByLabelText('Total time 80 ms')).toBeTruthy()
  })

  it('an answer without any text says so instead of showing speed dashes', () => {
    const { container } = render(<AnswerFigures metrics={{ ttftMs: null, outputTokensPerSec: null, totalMs: 5 }} />)
    expect(container.textContent).toBe('No text received · 5 ms total')
    expect(screen.queryByLabelText(/Time to first token/)).toBeNull()
    expect(screen.queryByLabelText(/Output speed/)).toBeNull()
  })
})
