/**
 * The naive baseline for chat_render_cpu_ratio_vs_naive: the whole message re-rendered with
 * react-markdown + remark-gfm on every delta (no blocks, no memoization, no frame batching), in a
 * scroll box that follows the answer like any chat view (so both sides paint the newest text).
 * Deltas arrive through window.__baseline.push, called by the bench at the recorded times.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import Markdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import '../../../renderer/src/styles.css'
import '../../../renderer/src/features/chat/chat.css'

declare global {
  interface Window {
    /** A baseline page's feed (this page and streamdown-chat.tsx): deltas, then the end of the answer. */
    __baseline: { push(delta: string): void; end(): void; ready: boolean }
  }
}

let push: (delta: string) => void = () => undefined
// Every delta re-renders everything already; the end changes nothing here.
window.__baseline = { push: (delta) => push(delta), end: () => undefined, ready: false }

const PLUGINS = [remarkGfm]

function NaiveMessage() {
  const [text, setText] = useState('')
  const scroller = useRef<HTMLDivElement>(null)
  useEffect(() => {
    push = (delta) => setText((t) => t + delta)
    window.__baseline.ready = true
  }, [])
  useLayoutEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [text])
  return (
    <div ref={scroller} className="chat-scroll" style={{ height: '100vh', overflow: 'auto' }}>
      <article className="msg msg-assistant">
        <div className="msg-body">
          <div className="md">
            <Markdown remarkPlugins={PLUGINS}>{text}</Markdown>
          </div>
        </div>
      </article>
    </div>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<NaiveMessage />)
