// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppError } from '../../../../shared/domain/errors'
import type { Preflight, RunPlan } from '../../../../shared/domain/preflight'
import { Composer } from '../../../../renderer/src/features/chat/Composer'
import type { RunKind } from '../../../../renderer/src/features/guard/preflight-words'
import { usePreflight } from '../../../../renderer/src/features/guard/usePreflight'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, preflight, preflightModel } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const PLAN: RunPlan = { kind: 'chat', conversationId: 'c1', action: 'send', content: 'A long document' }
const confirmSpend: AppError = appError({ kind: 'input', code: 'confirm_spend', message: 'This would pass your pre-send check. Confirm it first: nothing was sent.' })

let answers: Preflight[]
let start: ReturnType<typeof vi.fn<(confirmed: boolean) => Promise<{ ok: boolean; error?: AppError }>>>
beforeEach(() => {
  bridge.reset()
  answers = [preflight()]
  start = vi.fn(async (_confirmed: boolean) => ({ ok: true }))
  bridge.handle('guard:preflight', () => (answers.length > 1 ? answers.shift()! : answers[0]!))
})
afterEach(cleanup)

/** A button that runs one start through the preflight, the way every run does. */
function Runner({ kind = 'message' }: { kind?: RunKind }) {
  const preflightRun = usePreflight()
  const [result, setResult] = useState('')
  return (
    <>
      <button type="button" onClick={() => void preflightRun.run(PLAN, kind, start).then((r) => setResult(r === null ? 'kept' : r.ok ? 'started' : 'failed'))}>
        Go
      </button>
      <output aria-label="result">{result}</output>
      {preflightRun.dialog}
    </>
  )
}

const go = async (kind?: RunKind) => {
  renderWithBridge(<Runner {...(kind ? { kind } : {})} />, bridge)
  await userEvent.click(screen.getByRole('button', { name: 'Go' }))
}
const result = () => screen.getByRole('status', { name: 'result' }).textContent ?? screen.getByLabelText('result').textContent

describe('the one preflight before a run', () => {
  it('starts at once, unconfirmed, when nothing passes a limit', async () => {
    await go()
    await waitFor(() => expect(start).toHaveBeenCalledWith(false))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(bridge.callsTo('guard:preflight')).toEqual([{ plan: PLAN }])
  })

  it('asks with the figures and by how much: Escape keeps it unsent, Enter starts it confirmed', async () => {
    answers = [preflight({ ask: true, reasons: [{ kind: 'threshold', limit: '0.250000', amount: '0.3', over: '0.05', basis: 'total' }] })]
    await go()
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this expensive message?' })
    expect(dialog.textContent).toContain('This message is estimated at ≈ $0.30, over your pre-send check of $0.25 by ≈ $0.05.')
    expect(dialog.textContent).toContain('A usual answer (median of your 12 from big-model, 120 tokens)≈ $0.06')
    expect(dialog.textContent).toContain('Input, as it will be sent (80,000 tokens)')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(start).not.toHaveBeenCalled()
    expect(result()).toBe('kept')

    await userEvent.click(screen.getByRole('button', { name: 'Go' }))
    await screen.findByRole('alertdialog')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Send anyway'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(start).toHaveBeenCalledWith(true))
  })

  it('never says nothing when the usual answer is unknown: at least the input now, and the answer’s most', async () => {
    answers = [
      preflight({
        models: [preflightModel({ model: 'tally-large', inputTokens: 3_251, inputCost: '0.009753', usualOutputTokens: null, usualAnswers: 0, usualCost: null, maxOutputTokens: 500, maxCost: '0.017253' })],
        inputTokens: 3_251,
        atLeast: '0.009753',
        total: null,
        upTo: '0.017253',
        threshold: '0.001000',
        ask: true,
        reasons: [{ kind: 'threshold', limit: '0.001000', amount: '0.009753', over: '0.008753', basis: 'input' }],
      }),
    ]
    await go()
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this expensive message?' })
    expect(dialog.textContent).toContain('This message costs at least ≈ $0.00975 now; the answer may add up to ≈ $0.0075 at the max output tokens. Its input alone is over your pre-send check of $0.001 by ≈ $0.00875.')
    expect(dialog.textContent).toContain('Usual answer not known yet (no answers of yours from tally-large)')
  })

  it('a message whose input alone passes the per-answer cap is asked about, by how much', async () => {
    answers = [preflight({ answerCap: '0.000200', ask: true, reasons: [{ kind: 'answer-cap', limit: '0.000200', amount: '0.0112', over: '0.011', basis: 'input' }] })]
    await go()
    const dialog = await screen.findByRole('alertdialog', { name: 'Its input alone passes your per-answer cap' })
    expect(dialog.textContent).toContain('Its input alone (≈ $0.0112) is over your per-answer cap of $0.0002 by ≈ $0.011:')
    await userEvent.keyboard('{Escape}')
    expect(start).not.toHaveBeenCalled()
  })

  it('the conversation cap: what the conversation would come to, its cost so far, by how much', async () => {
    answers = [
      preflight({ conversationCap: '0.015000', conversationSoFar: '0.0231', conversationAfter: '0.0331', ask: true, reasons: [{ kind: 'conversation-cap', limit: '0.015000', amount: '0.0331', over: '0.0181', basis: 'total' }] }),
    ]
    await go('answer')
    const dialog = await screen.findByRole('alertdialog', { name: 'Go past this conversation’s cap?' })
    expect(dialog.textContent).toContain('this conversation would come to ≈ $0.0331, over your per-conversation cap of $0.015 by ≈ $0.0181')
    expect(dialog.textContent).toContain('This conversation so far≈ $0.0231')
  })

  it('the same dialog and wording for a batch', async () => {
    answers = [preflight({ models: [preflightModel({ model: 'tally-mini', requests: 2 }), preflightModel({ model: 'tally-coder', requests: 2 })], ask: true, reasons: [{ kind: 'threshold', limit: '0.250000', amount: '0.4', over: '0.15', basis: 'total' }] })]
    await go('batch')
    const dialog = await screen.findByRole('alertdialog', { name: 'Start this expensive batch?' })
    expect(dialog.textContent).toContain('This batch is estimated at ≈ $0.40, over your pre-send check of $0.25 by ≈ $0.15.')
    expect(dialog.textContent).toContain('tally-coder: a usual answer')
    expect(screen.getByRole('button', { name: 'Start anyway' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Don’t start' })).toBeTruthy()
  })

  it('main refuses an unconfirmed run it would ask about (something changed): asked now, then started confirmed', async () => {
    answers = [preflight(), preflight({ ask: true, reasons: [{ kind: 'threshold', limit: '0.250000', amount: '0.3', over: '0.05', basis: 'total' }] })]
    start.mockResolvedValueOnce({ ok: false, error: confirmSpend })
    await go()
    await screen.findByRole('alertdialog', { name: 'Send this expensive message?' })
    expect(start).toHaveBeenCalledWith(false)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(start).toHaveBeenLastCalledWith(true))
    await waitFor(() => expect(result()).toBe('started'))
  })

  it('a preflight that cannot be read blocks nothing here (main checks again on its own)', async () => {
    bridge.handle('guard:preflight', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'x', message: 'No preflight' }))
    })
    await go()
    await waitFor(() => expect(start).toHaveBeenCalledWith(false))
  })
})

describe('the line under the box: what will be sent, priced', () => {
  beforeEach(() => {
    useChatStore.setState({ drafts: {} })
    bridge.handle('guard:estimate', () => ({ model: 'big-model', inputTokens: 0, inputCost: '0', medianAnswer: null, answers: 0, total: null, threshold: null, ask: false, answersLeft: null, balance: null, answerCap: null, capEnforced: false, conversationCap: null, conversationSoFar: null, conversationAfter: null, overConversationCap: false }))
  })
  const renderComposer = () =>
    renderWithBridge(
      <Composer
        draftKey="c1"
        onSend={async () => true}
        streaming={false}
        model="big-model"
        onStop={() => undefined}
        preview={{ kind: 'message', plan: (text) => ({ kind: 'chat', conversationId: 'c1', action: 'send', content: text }) }}
      />,
      bridge,
    )

  it('counts the whole request (the history sent along), with the usual answer', async () => {
    answers = [preflight({ inputTokens: 5_010, atLeast: '0.015', total: '0.016', models: [preflightModel({ inputTokens: 5_010, inputCost: '0.015', usualOutputTokens: 120, usualCost: '0.001' })] })]
    renderComposer()
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'And one more thing')
    expect(await screen.findByText(/≈ 5,010 tokens in · ≈ \$0\.016 with a usual answer \(120 tokens\)/)).toBeTruthy()
    await waitFor(() => expect(bridge.callsTo('guard:preflight').at(-1)).toEqual({ plan: { kind: 'chat', conversationId: 'c1', action: 'send', content: 'And one more thing' } }))
  })

  it('says at least what the input costs when the usual answer is unknown', async () => {
    answers = [preflight({ total: null, atLeast: '0.0098', upTo: null, models: [preflightModel({ usualOutputTokens: null, usualAnswers: 0, usualCost: null })] })]
    renderComposer()
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello')
    expect(await screen.findByText(/at least ≈ \$0\.0098 now; the answer adds to it \(no answers of yours from big-model yet to tell how much\)/)).toBeTruthy()
  })
})
