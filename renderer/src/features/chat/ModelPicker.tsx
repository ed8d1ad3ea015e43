import { type ContextType, type Ref, type RefObject, useContext, useEffect, useId, useMemo, useRef, useState } from 'react'
import { ComboBox, ComboBoxStateContext, Input, type Key, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import type { AppError } from '../../../../shared/domain/errors'
import type { ModelInfo } from '../../../../shared/domain/models-state'
import type { PickerModel } from '../../../../shared/domain/advice'
import { PICKER_SORTS, type PickerSort, factsLine, sortModelIds } from '../advice/picker-facts'
import { t } from '../../i18n'
import type { MessageKey } from '../../../../shared/i18n/catalogue'
import { tRich } from '../../components/rich-message'
import { AriaLocale } from './AriaLocale'
import { errorText } from '../../components/error-text'

const SORT_LABEL: Record<PickerSort, MessageKey> = { name: 'chat.picker.sortName', cost: 'chat.picker.sortCost', strength: 'chat.picker.sortStrength' }

interface Props {
  value: string
  models: readonly ModelInfo[]
  loading?: boolean
  error?: AppError | null
  onChange(model: string): void
  onRefresh?: () => void
  refreshing?: boolean
  disabled?: boolean
  ref?: Ref<HTMLInputElement>
  /** #36: each model's prices, the user's cost per answer, context and strength (retired ones too); absent: names only. */
  facts?: readonly PickerModel[]
}

type Option = { key: string; id: string; comingSoon: boolean; custom: boolean; retired: boolean }
type ComboState = NonNullable<ContextType<typeof ComboBoxStateContext>>

const keyOf = (id: string, custom = false) => `${custom ? 'custom' : 'model'}:${id}`

/**
 * The options for a query: matching models (in the list's order, or sorted by price or the user's strength
 * when facts are known), then retired ones from the history (shown, not pickable), then the typed ID itself
 * when no model has it.
 */
export function modelOptions(models: readonly ModelInfo[], query: string, facts?: ReadonlyMap<string, PickerModel>, sort: PickerSort = 'name'): Option[] {
  const q = query.trim().toLowerCase()
  const offered = new Map(models.map((m) => [m.id, m]))
  const ids = facts && sort !== 'name' ? sortModelIds([...offered.keys()], facts, sort) : [...offered.keys()]
  const matching: Option[] = ids.filter((id) => !q || id.toLowerCase().includes(q)).map((id) => ({ key: keyOf(id), id, comingSoon: offered.get(id)!.comingSoon, custom: false, retired: false }))
  const retired = [...(facts?.values() ?? [])].filter((f) => f.retired && !offered.has(f.id) && (!q || f.id.toLowerCase().includes(q)))
  for (const f of retired) matching.push({ key: keyOf(f.id), id: f.id, comingSoon: false, custom: false, retired: true })
  const typed = query.trim()
  if (typed && !models.some((m) => m.id === typed) && !retired.some((f) => f.id === typed)) matching.push({ key: keyOf(typed, true), id: typed, comingSoon: false, custom: true, retired: false })
  return matching
}

/**
 * The model combobox (React Aria): type to filter, arrows to move (the active option scrolls into
 * view), Enter to pick, Esc to close the list. While the list is open the box holds what is typed
 * (empty at first: every model shows); closed, it shows the model in use. When the list cannot be
 * loaded, a typed model ID can still be used.
 */
export function ModelPicker({ value, models, loading = false, error = null, onChange, onRefresh, refreshing = false, disabled = false, ref, facts }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<PickerSort>('name')
  const factsById = useMemo(() => (facts ? new Map(facts.map((f) => [f.id, f])) : undefined), [facts])
  const state = useRef<ComboState | null>(null)
  /** The list was just closed (an option picked, or Esc): the next focus is React Aria giving the box its focus back, not the user arriving. */
  const refocusing = useRef(false)
  const options = useMemo(() => modelOptions(models, open ? query : '', factsById, sort), [models, open, query, factsById, sort])
  const disabledKeys = useMemo(() => options.filter((o) => o.retired).map((o) => o.key), [options])
  const selected = models.find((m) => m.id === value)
  // The option the keyboard starts on: the model in use before anything is typed, else the first match.
  const startKey = (query.trim() === '' && options.some((o) => o.key === keyOf(value)) ? keyOf(value) : options[0]?.key) ?? null

  const openList = () => {
    if (!state.current?.isOpen) state.current?.open(null, 'manual')
  }
  const choose = (key: Key | null) => {
    const option = options.find((o) => o.key === key)
    // The model in use: nothing changes (React Aria closes the list itself).
    if (!option || option.id === value) return
    onChange(option.id)
    refocusing.current = true
    // Close at once, not only once the new `value` comes back from main.
    state.current?.close()
  }

  return (
    <AriaLocale>
    <div className="model-picker">
      <ComboBox
        className="model-picker-combo"
        items={options}
        inputValue={open ? query : value}
        onInputChange={setQuery}
        selectedKey={keyOf(value)}
        onSelectionChange={choose}
        onOpenChange={(isOpen) => {
          setOpen(isOpen)
          if (!isOpen) setQuery('')
        }}
        // Opened here (focus, click, typing) rather than by React Aria's 'focus'/'input' triggers, which
        // would reopen the list when the picked model comes back from main while the box has focus.
        menuTrigger="manual"
        allowsEmptyCollection
        disabledKeys={disabledKeys}
        isDisabled={disabled}
        aria-describedby={selected?.comingSoon ? `${id}-soon` : undefined}
      >
        <KeepState stateRef={state} startKey={startKey} />
        <Label className="model-picker-label">{t('chat.picker.label')}</Label>
        <div className="model-picker-box">
          <Input
            ref={ref}
            autoComplete="off"
            spellCheck={false}
            placeholder={loading ? t('chat.picker.loading') : t('chat.picker.search')}
            onFocus={() => {
              // The focus coming back to the box after a click on an option does not reopen the list.
              if (refocusing.current) refocusing.current = false
              else openList()
            }}
            onBlur={() => {
              refocusing.current = false
            }}
            onClick={openList}
            onChange={openList}
            onKeyDown={(event) => {
              // Esc with the list open only closes it: marked handled, so it does not also stop an answer.
              if (event.key === 'Escape' && open) {
                event.preventDefault()
                refocusing.current = true
              }
            }}
          />
          {selected?.comingSoon && !open && <span className="tag tag-soon model-picker-tag">{t('chat.picker.comingSoon')}</span>}
          {factsById && (
            <select className="model-picker-sort" aria-label={t('chat.picker.sortBy')} value={sort} onChange={(e) => setSort(e.target.value as PickerSort)}>
              {PICKER_SORTS.map((o) => (
                <option key={o.id} value={o.id}>
                  {t('chat.picker.sort', { order: t(SORT_LABEL[o.id]) })}
                </option>
              ))}
            </select>
          )}
          {onRefresh && (
            <button type="button" className="btn-ghost btn-small" onClick={onRefresh} disabled={refreshing} aria-label={t('chat.picker.refresh')} title={t('chat.picker.refresh')}>
              {refreshing ? '…' : '↻'}
            </button>
          )}
        </div>
        <Popover className={`model-list-popover${factsById ? ' model-list-popover-facts' : ''}`} placement="bottom start" offset={4}>
          <ListBox<Option>
            className="model-list"
            aria-label={t('chat.picker.suggestions')}
            renderEmptyState={() => <div className="model-list-empty">{loading ? t('chat.picker.loading') : t('chat.picker.noMatch')}</div>}
          >
            {(option) => (
              <ListBoxItem id={option.key} textValue={option.id} className={({ isFocused }) => `model-option${isFocused ? ' is-active' : ''}${option.retired ? ' is-retired' : ''}`}>
                <span className="model-option-name">
                  {option.custom ? <span>{tRich('chat.picker.useTyped', { id: <span className="mono">“{option.id}”</span> })}</span> : <span className="mono">{option.id}</span>}
                  {factsById && !option.custom && <span className="model-option-facts">{option.retired ? t('chat.picker.retiredNote') : factsLine(factsById.get(option.id))}</span>}
                </span>
                {option.comingSoon && <span className="tag tag-soon">{t('chat.picker.comingSoon')}</span>}
                {option.retired && <span className="tag tag-retired">{t('chat.picker.retired')}</span>}
                {option.id === value && !option.custom && (
                  <span className="model-option-check" aria-hidden="true">
                    ✓
                  </span>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {selected?.comingSoon && (
        <p id={`${id}-soon`} className="model-picker-soon" role="status">
          {tRich('chat.picker.soon', { model: <strong><bdi dir="ltr">{selected.id}</bdi></strong> })}
        </p>
      )}
      {error && (
        <p className="field-error model-picker-error" role="alert">
          {t('chat.picker.error', { message: errorText(error) })}
        </p>
      )}
    </div>
    </AriaLocale>
  )
}

/**
 * Inside the ComboBox: keeps its state for `choose`, and puts the keyboard on `startKey` whenever
 * the list is open with nothing active (React Aria clears it on each keystroke), so Enter picks the first match.
 */
function KeepState({ stateRef, startKey }: { stateRef: RefObject<ComboState | null>; startKey: string | null }) {
  const state = useContext(ComboBoxStateContext)
  useEffect(() => {
    stateRef.current = state
  })
  useEffect(() => {
    if (state?.isOpen && startKey !== null && state.selectionManager.focusedKey === null) state.selectionManager.setFocusedKey(startKey)
  })
  return null
}
