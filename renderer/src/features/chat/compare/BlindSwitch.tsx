import { useBlind } from '../../../stores/blind'
import { t } from '../../../i18n'
import './blind.css'

/** #27: the compare setup's Blind switch: the run about to start hides model names, speed and cost until its vote (#39: kept with that run). */
export function BlindSwitch() {
  const blind = useBlind((s) => s.blind)
  const setBlind = useBlind((s) => s.setBlind)
  return (
    <label className="blind-switch small" title={t('compare.blind.hint')}>
      <input type="checkbox" role="switch" checked={blind} onChange={(e) => setBlind(e.target.checked)} aria-checked={blind} />
      {t('compare.blind.switch')}
    </label>
  )
}
