import { DEFAULT_SORT } from '@app/shared/constants/search';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field';
import { useSearchOptions } from '../hooks/use-search-options';

export type ResultsView = 'list' | 'map';

type ToolbarProps = {
  /** All matches, or null while the first answer is on its way. */
  total: number | null;
  /** How far the search counts ("10,000+", "1,000+" for words). */
  totalCap: number;
  sort: TSearchCriteria['sort'];
  onSort(sort: TSearchCriteria['sort']): void;
  /** On phones: which of the list and the map is shown; null where both fit. */
  view: ResultsView | null;
  onView(view: ResultsView): void;
};

/** The result count (announced when it changes), the sort and, on phones, the List/Map switch. */
export function ResultsToolbar({ total, totalCap, sort, onSort, view, onView }: ToolbarProps) {
  const { t } = useTranslation('search');
  const { sorts } = useSearchOptions();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <p role="status" className="text-lg font-semibold text-ink">
        {total === null
          ? t('count.loading')
          : total >= totalCap
            ? t('count.atLeast', { count: totalCap })
            : t('count.homes', { count: total })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('sort.label')}
          value={sort ?? DEFAULT_SORT}
          onChange={(event) => onSort(event.target.value as TSearchCriteria['sort'])}
          className="min-w-48"
        >
          {sorts.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        {view && (
          <div role="group" aria-label={t('view.label')} className="inline-flex rounded-lg border border-line bg-white p-1">
            {(['list', 'map'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => onView(option)}
                className="min-h-9 rounded-md px-4 text-sm font-semibold text-ink aria-pressed:bg-primary aria-pressed:text-white"
              >
                {t(`view.${option}`)}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
