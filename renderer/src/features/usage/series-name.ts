import { createElement, type ReactNode } from 'react'
import type { Series } from '../../../../shared/usage/aggregate'
import { t } from '../../i18n'

/** A series as the legend and tooltip name it: a model's own name (data: isolated, left to right), or "Other (5 models)" in the shown language. */
export function seriesName(s: Pick<Series, 'rank' | 'name' | 'models'>): ReactNode {
  if (s.rank === null) return t('usage.otherSeries', { name: t('usage.other'), count: s.models.length })
  return createElement('bdi', { dir: 'ltr' }, s.name)
}
