/**
 * The streamdown baseline for chat_render_cpu_ratio_vs_streamdown: the growing message given to
 * <Streamdown mode="streaming"> (its block splitting, memoized blocks and repair of unterminated
 * markdown), GFM on (built in), code highlighted with highlight.js through a streamdown plugin
 * (hljs-code-plugin.ts), in the same scroll box and CSS as the naive page plus the Tailwind
 * utilities streamdown's layout relies on (streamdown-utilities.css). Deltas arrive through
 * window.__baseline.push at the recorded times (the bench drives both pages alike); end() marks the
 * answer finished, as the app's done event does.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Streamdown } from 'streamdown'
import 'streamdown/styles.css'
import '../../../renderer/src/styles.css'
import '../../../renderer/src/features/chat/chat.css'
import './streamdown-utilities.css'
import { hljsCodePlugin } from './hljs-code-plugin'

let push: (delta: string) => void = () => undefined
let end: () => void = () => undefined
window.__baseline = { push: (delta) => push(delta), end: () => end(), ready: false }

const PLUGINS = { code: hljsCodePlugin }

function StreamdownMessage() {
  const [text, setText] = useState('')
  const [streaming, setStreaming] = useState(true)
  const scroller = useRef<HTMLDivElement>(null)
  useEffect(() => {
    push = (delta) => setText((t) => t + delta)
    end = () => setStreaming(false)
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
            <Streamdown mode="streaming" isAnimating={streaming} plugins={PLUGINS}>
              {text}
            </Streamdown>
          </div>
        </div>
      </article>
    </div>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<StreamdownMessage />)
