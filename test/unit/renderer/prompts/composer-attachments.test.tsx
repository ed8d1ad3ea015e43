// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Composer } from '../../../../renderer/src/features/chat/Composer'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

let bridge = createFakeBridge()
let sent: string[] = []
beforeEach(() => {
  bridge = createFakeBridge()
  sent = []
  bridge.handle('chat:estimateInput', ({ text }) => ({ tokens: text.length, cost: '0.000120' }))
  useChatStore.setState({ drafts: { k: 'Please review:' } })
})
afterEach(cleanup)

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Attach text files'), { target: { files } })

describe('text attachments in the composer', () => {
  it('puts each text file into the message fenced, shows its tokens and cost, and refuses a binary without losing the text', async () => {
    renderWithBridge(
      <Composer
        draftKey="k"
        model="tally-mini"
        streaming={false}
        onStop={() => undefined}
        onSend={async (t) => {
          sent.push(t)
          return true
        }}
      />,
      bridge,
    )
    pick([new File(['a,b\n1,2\n'], 'data.csv'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1])], 'logo.txt'), new File(['x'], 'photo.png')])
    const chips = await screen.findByRole('list', { name: 'Attached files' })
    expect(within(chips).getByText('data.csv')).toBeTruthy()
    await within(chips).findByText('28 tokens · ≈ $0.00012')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('logo.txt looks like a binary file, not text.')
    expect(alert.textContent).toContain('photo.png: only text and source files can be attached')
    expect(useChatStore.getState().drafts.k).toBe('Please review:\n\ndata.csv:\n```csv\na,b\n1,2\n```')

    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull())
  })

  it('takes a removed file back out of the message and keeps what was typed', async () => {
    renderWithBridge(<Composer draftKey="k" model="tally-mini" streaming={false} onStop={() => undefined} onSend={async () => true} />, bridge)
    pick([new File(['hello'], 'note.md')])
    fireEvent.click(await screen.findByRole('button', { name: 'Remove note.md' }))
    expect(useChatStore.getState().drafts.k).toBe('Please review:')
  })
})
