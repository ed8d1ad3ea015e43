import { useBlind } from '../../../stores/blind'
import './blind.css'

/** #27: compare mode's Blind switch: hides model names, speed and cost until the vote. */
export function BlindSwitch() {
  const blind = useBlind((s) => s.blind)
  const setBlind = useBlind((s) => s.setBlind)
  return (
    <label className="blind-switch small" title="Hide model names, speed and cost until you vote for the best answer">
      <input type="checkbox" role="switch" checked={blind} onChange={(e) => setBlind(e.target.checked)} aria-checked={blind} />
      Blind
    </label>
  )
}
