import type { SpikeCause } from '../../../../shared/domain/advice'
import { Money } from '../../components/Money'
import { useChatStore } from '../../stores/chat'
import { useUi } from '../../stores/ui'
import { useUsageUi } from '../../stores/usage-ui'
import { CAUSE_NAMES, shareText } from './format'

/** The fix's one action: open the conversation to continue with a summary, What if to switch, Settings to set a budget. */
function FixAction({ cause }: { cause: SpikeCause }) {
  const setView = useUi((s) => s.setView)
  const select = useChatStore((s) => s.select)
  const setTab = useUsageUi((s) => s.setTab)
  const fix = cause.fix
  if (fix.kind === 'summary' && fix.conversationId) {
    const id = fix.conversationId
    return (
      <button
        type="button"
        className="btn-small"
        onClick={() => {
          select(id)
          setView('chat')
        }}
      >
        Open the conversation
      </button>
    )
  }
  if (fix.kind === 'switch-model')
    return (
      <button
        type="button"
        className="btn-small"
        onClick={() => {
          setTab('what-if')
          setView('usage')
        }}
      >
        Open What if
      </button>
    )
  if (fix.kind === 'cap')
    return (
      <button type="button" className="btn-small" onClick={() => setView('settings')}>
        Set a daily budget
      </button>
    )
  return null
}

/** #36: a day's causes, largest first, each with what it cost, its fix and the fix's saving. */
export function DayCauses({ causes }: { causes: readonly SpikeCause[] }) {
  if (causes.length === 0) return <p className="muted">No single cause found: neither one conversation, retries, a price change nor other keys explain most of this day.</p>
  return (
    <ul className="day-causes" aria-label="Causes, largest first">
      {causes.map((cause) => (
        <li key={cause.kind} className="day-cause">
          <div className="day-cause-head">
            <span className="day-cause-kind">{CAUSE_NAMES[cause.kind]}</span>
            <span className="small">
              <Money value={cause.amount} label={`${CAUSE_NAMES[cause.kind]} cost`} significant={3} /> · {shareText(cause.share)} of the day
            </span>
          </div>
          <p className="day-cause-words">{cause.words}</p>
          <p className="day-cause-fix">
            {/* The fix's words carry its projected saving ("about $8.44 less…"), from main. */}
            <span>
              <strong>Fix:</strong> {cause.fix.words}
            </span>
            <FixAction cause={cause} />
          </p>
        </li>
      ))}
    </ul>
  )
}
