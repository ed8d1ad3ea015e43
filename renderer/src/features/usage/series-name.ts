import type { Series } from '../../../../shared/usage/aggregate'
import { t } from '../../i18n'

/** A series as the legend and tooltip name it: a model's own name, or "Other (5 models)" in the shown language. */
export function seriesName(s: Pick<Series, 'rank' | 'name' | 'models'>): string {
  return s.rank === null ? t('usage.otherSeries', { name: t('usage.other'), count: s.models.length }) : s.name
}
