import { useState } from 'react'
import { useBatches } from '../../queries/batches'
import { t } from '../../i18n'
import { formatCount } from '../../../../shared/i18n/format'
import { useBatchFocus } from '../../stores/batch-focus'
import { BatchRun } from './BatchRun'
import { BatchSetup } from './BatchSetup'
import './batches.css'

/** #27: prompt sets run across models: start one, watch it, read and export the grid; past batches searchable. */
export default function BatchesView() {
  // #36: a batch started elsewhere (What if's blind compare) opens shown.
  const [selected, setSelected] = useState<string | null>(() => useBatchFocus.getState().take())
  const [search, setSearch] = useState('')
  const list = useBatches(search)
  return (
    <div className="batches-view">
      <section className="panel batches-list" aria-labelledby="batches-title">
        <div className="panel-header">
          <h2 id="batches-title">{t('shell.nav.batches')}</h2>
          <button type="button" onClick={() => setSelected(null)}>
            {t('batches.new')}
          </button>
        </div>
        <input type="search" aria-label={t('batches.search')} placeholder={t('batches.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        {list.data && list.data.length === 0 && <p className="muted small">{search ? t('batches.noMatch') : t('batches.none')}</p>}
        <ul className="batch-list">
          {list.data?.map((b) => (
            <li key={b.id}>
              <button type="button" className="batch-list-item" aria-current={b.id === selected ? 'true' : undefined} onClick={() => setSelected(b.id)}>
                <bdi className="batch-list-title user-data">{b.title}</bdi>
                <span className="muted small">
                  {t('batches.listDone', { done: formatCount(b.done), total: formatCount(b.cells) })} · {t(`batches.status.${b.status}`)} · <bdi className="mono" dir="ltr">{b.models.join(', ')}</bdi>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <div className="batches-main">{selected ? <BatchRun id={selected} /> : <BatchSetup onStarted={setSelected} />}</div>
    </div>
  )
}
