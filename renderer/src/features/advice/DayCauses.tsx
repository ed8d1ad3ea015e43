import { causeWords } from '../../../../shared/advice/cause-words'
import type { SpikeCause } from '../../../../shared/domain/advice'
import { Money } from '../../components/Money'
import { useChatStore } from '../../stores/chat'
import { useUi } from '../../stores/ui'
import { useUsageUi } from '../../stores/usage-ui'
import { causeName, shareText } from './format'
import { t } from '../../i18n'

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
        {t('advice.openConversation')}
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
        {t('advice.openWhatIf')}
      </button>
    )
  if (fix.kind === 'cap')
    return (
      <button type="button" className="btn-small" onClick={() => setView('settings')}>
        {t('advice.setBudget')}
      </button>
    )
  return null
}

/** #36: a day's causes, largest first, each with what it cost, its fix and the fix's saving. */
export function DayCauses({ causes }: { causes: readonly SpikeCause[] }) {
  if (causes.length === 0) return <p className="muted">{t('advice.noCause')}</p>
  return (
    <ul className="day-causes" aria-label={t('advice.causes')}>
      {causes.map((cause) => (
        <li key={cause.kind} className="day-cause">
          <div className="day-cause-head">
            <span className="day-cause-kind">{causeName(cause.kind)}</span>
            <span className="small">
              <Money value={cause.amount} label={t('advice.causeCost', { cause: causeName(cause.kind) })} significant={3} />
              {t('advice.ofDay', { share: shareText(cause.share) })}
            </span>
          </div>
          {/* #37: what happened and its fix, said from main's facts in the shown language. */}
          <p className="day-cause-words">{causeWords(cause, t).words}</p>
          <p className="day-cause-fix">
            <span>
              <strong>{t('advice.fix')}</strong> <span>{causeWords(cause, t).fix}</span>
            </span>
            <FixAction cause={cause} />
          </p>
        </li>
      ))}
    </ul>
  )
}
