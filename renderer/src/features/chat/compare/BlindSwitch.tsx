import { useBlind } from '../../../stores/blind'
import './blind.css'

/** #27: the compare setup's Blind switch: the run about to start hides model names, speed and cost until its vote (#39: kept with that run). */
export function BlindSwitch() {
  const blind = useBlind((s) => s.blind)
  const setBlind = useBlind((s) => s.setBlind)
  return (
    <label className="blind-switch small" title="Start this run blind: model names, speed and cost stay hidden until you vote for the best answer">
      <input type="checkbox" role="switch" checked={blind} onChange={(e) => setBlind(e.target.checked)} aria-checked={blind} />
      Blind
    </label>
  )
}
