import { useId, useState } from 'react'
import { METRICS, type Metric } from '../../../../shared/usage/aggregate'
import { type CustomDays, PRESETS, type PresetId, customRange, formatDay } from '../../../../shared/usage/presets'
import { addDays, utcDay } from '../../../../shared/time/utc-days'
import { t } from '../../i18n'
import { metricName } from './chart-title'

/** A radio group drawn as a segmented control: arrow keys move, every option has its own name. */
export function Segmented<T extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: ReadonlyArray<{ id: T; label: string }>; value: T; onChange(value: T): void }) {
  return (
    <fieldset className="segmented">
      <legend>{legend}</legend>
      <div className="segmented-options">
        {options.map((o) => (
          <label key={o.id} className={o.id === value ? 'is-checked' : undefined}>
            <input type="radio" name={name} value={o.id} checked={o.id === value} onChange={() => onChange(o.id)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function PresetPicker({ value, onChange }: { value: PresetId; onChange(value: PresetId): void }) {
  const name = useId()
  const options = PRESETS.map((p) => ({ id: p.id, label: t(`usage.preset.${p.id}`) }))
  return <Segmented legend={t('usage.rangeLegend')} name={`range-${name}`} options={options} value={value} onChange={onChange} />
}

export function MetricSwitch({ value, onChange }: { value: Metric; onChange(value: Metric): void }) {
  const name = useId()
  const options = METRICS.map((m) => ({ id: m.id, label: metricName(m.id) }))
  return <Segmented legend={t('usage.metricLegend')} name={`metric-${name}`} options={options} value={value} onChange={onChange} />
}

export function defaultCustomDays(now: Date): CustomDays {
  const today = utcDay(now)
  return { start: addDays(today, -29), last: today }
}

/**
 * Two date inputs (UTC days, both included); the range changes once both are valid. The browser
 * writes a date input its own way (mm/dd/yyyy in en-US): each says the chosen day the app's way too.
 */
export function CustomRangeInputs({ value, onChange, minDay, maxDay }: { value: CustomDays; onChange(value: CustomDays): void; minDay: string | null; maxDay: string }) {
  const [draft, setDraft] = useState<CustomDays>(value)
  const id = useId()
  const check = customRange(draft)
  const update = (next: CustomDays) => {
    setDraft(next)
    if (customRange(next).ok) onChange(next)
  }
  const errorFor = (field: 'start' | 'last') => (!check.ok && check.field === field ? t(`usage.error.${check.problem}`) : null)
  const startError = errorFor('start')
  const lastError = errorFor('last')
  return (
    <div className="custom-range" role="group" aria-label={t('usage.customRange')}>
      <div className="field">
        <label htmlFor={`${id}-start`}>{t('usage.from')}</label>
        <input
          id={`${id}-start`}
          type="date"
          value={draft.start}
          min={minDay ?? undefined}
          max={maxDay}
          aria-invalid={startError ? true : undefined}
          aria-describedby={startError ? `${id}-start-error ${id}-start-day` : `${id}-start-day`}
          onChange={(e) => update({ ...draft, start: e.target.value })}
        />
        {startError && (
          <span id={`${id}-start-error`} className="field-error">
            {startError}
          </span>
        )}
        <span id={`${id}-start-day`} className="field-hint custom-day">
          {/^\d{4}-\d{2}-\d{2}$/.test(draft.start) ? formatDay(draft.start) : '\u00a0'}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-last`}>{t('usage.to')}</label>
        <input
          id={`${id}-last`}
          type="date"
          value={draft.last}
          min={minDay ?? undefined}
          max={maxDay}
          aria-invalid={lastError ? true : undefined}
          aria-describedby={lastError ? `${id}-last-error ${id}-last-day` : `${id}-last-day`}
          onChange={(e) => update({ ...draft, last: e.target.value })}
        />
        {lastError && (
          <span id={`${id}-last-error`} className="field-error">
            {lastError}
          </span>
        )}
        <span id={`${id}-last-day`} className="field-hint custom-day">
          {/^\d{4}-\d{2}-\d{2}$/.test(draft.last) ? formatDay(draft.last) : '\u00a0'}
        </span>
      </div>
    </div>
  )
}
