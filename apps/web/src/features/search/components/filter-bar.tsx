import { LOT_STEPS, PRICE_STEPS, SIZE_STEPS, YEAR_STEPS } from '@app/shared/constants/search';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format/format-number';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/field';
import { applyDraft, draftOf, keepTyping, type FilterDraft, type TextFilter } from '../filter-draft';
import { useSearchOptions } from '../hooks/use-search-options';
import { clearedFilters, hasFilters, resultsSearchUrl } from '../../../lib/navigation/search-url';
import { ChoiceField, RangeFields, type RangeSuggestions } from './filter-fields';
import { LocationCombobox } from '../../../ui/location-combobox';

type FilterBarProps = {
  criteria: TSearchCriteria;
  onSearch(criteria: TSearchCriteria): void;
};

/** Filters beyond the first row; on phones they fold into "More filters". */
const EXTRA_KEYS = ['sizeMin', 'sizeMax', 'lotMin', 'lotMax', 'yearMin', 'yearMax', 'listingType', 'listedWithin', 'features'] as const;

/**
 * The Results filters. Choices apply at once; typed boxes apply on Enter or when they lose focus,
 * after the shared schema has checked them (a minimum above its maximum is shown, not searched).
 */
export function FilterBar({ criteria, onSearch }: FilterBarProps) {
  const { t } = useTranslation('search');
  const options = useSearchOptions();
  // Round amounts the reader's way ('400,000'); the legends say the unit.
  const formatNumber = useFormatNumber();
  const moreId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(criteria));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  // The search changed (Back, a link, a search landing, the map moving): the boxes follow the URL,
  // except a box the person is still typing in: what is typed is never overwritten.
  const key = resultsSearchUrl({ criteria, pageNo: 1 });
  const [shown, setShown] = useState(() => ({ key, draft: draftOf(criteria) }));
  if (shown.key !== key) {
    const next = draftOf(criteria);
    setShown({ key, draft: next });
    setDraft((current) => keepTyping(current, shown.draft, next));
    setErrors({});
  }

  const apply = (patch: Partial<TSearchCriteria> = {}, text: Partial<FilterDraft> = {}) => {
    void applyDraft({ ...criteria, ...patch }, { ...draft, ...text }).then((result) => {
      if (!result.ok) return setErrors(result.errors);
      setErrors({});
      onSearch(result.criteria);
    });
  };
  const type = (name: TextFilter, text: string) => setDraft((current) => ({ ...current, [name]: text }));
  const choose = (name: keyof TSearchCriteria) => (value: string | undefined) => apply({ [name]: value });
  const toggleFeature = (id: string, on: boolean) => {
    const chosen = criteria.features ?? [];
    const features = options.features.map((f) => f.value).filter((f) => (f === id ? on : chosen.includes(f as never)));
    apply({ features: (features.length ? features : undefined) as TSearchCriteria['features'] });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const range = (legend: string, min: TextFilter, max: TextFilter, suggest?: RangeSuggestions) => (
    <RangeFields legend={legend} min={min} max={max} draft={draft} errors={errors} onType={type} onDone={() => apply()} {...suggest} />
  );
  const extraCount = EXTRA_KEYS.filter((name) => criteria[name] !== undefined).length;

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4"
    >
      <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-[2fr_1fr_1.6fr_0.8fr_0.8fr] [&>*:nth-child(-n+3)]:col-span-2 md:[&>*:nth-child(-n+3)]:col-span-1">
        <LocationCombobox
          label={t('filters.location')}
          placeholder={t('filters.locationHint')}
          value={draft.searchThis}
          onChange={(text) => type('searchThis', text)}
          onPick={(text) => apply({}, { searchThis: text })}
          enterKeyHint="search"
        />
        <ChoiceField
          label={t('filters.propertyType')}
          anyLabel={t('filters.anyType')}
          value={criteria.searchPropertyType}
          choices={options.propertyTypes}
          onChoose={choose('searchPropertyType')}
        />
        {/* Range boxes suggest the round values the map keeps its zoomed-out counts between (docs/decisions/019-search.md). */}
        {range(t('filters.price'), 'priceMin', 'priceMax', { suggestions: PRICE_STEPS, formatSuggestion: formatNumber })}
        <ChoiceField label={t('filters.beds')} value={criteria.beds} choices={options.beds} onChoose={choose('beds')} />
        <ChoiceField label={t('filters.baths')} value={criteria.baths} choices={options.baths} onChoose={choose('baths')} />
      </div>

      <Button
        variant="outline"
        className="md:hidden"
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen((open) => !open)}
      >
        {extraCount ? t('filters.moreCount', { count: extraCount }) : t('filters.more')}
      </Button>
      <div id={moreId} className={`${moreOpen ? 'flex' : 'hidden'} flex-col gap-4 md:flex`}>
        <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
          {range(t('filters.size'), 'sizeMin', 'sizeMax', { suggestions: SIZE_STEPS, formatSuggestion: formatNumber })}
          {range(t('filters.lot'), 'lotMin', 'lotMax', { suggestions: LOT_STEPS, formatSuggestion: formatNumber })}
          {range(t('filters.yearBuilt'), 'yearMin', 'yearMax', { suggestions: YEAR_STEPS })}
          <ChoiceField
            label={t('filters.listingType')}
            anyLabel={t('filters.anyListingType')}
            value={criteria.listingType}
            choices={options.listingTypes}
            onChoose={choose('listingType')}
          />
          <ChoiceField
            label={t('filters.listed')}
            anyLabel={t('filters.anyTime')}
            value={criteria.listedWithin}
            choices={options.dateFilters}
            onChoose={choose('listedWithin')}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('filters.features')}</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
            {options.features.map((feature) => (
              <Checkbox
                key={feature.value}
                label={feature.label}
                checked={criteria.features?.includes(feature.value as never) ?? false}
                onChange={(event) => toggleFeature(feature.value, event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('filters.search')}</Button>
        {hasFilters(criteria) && (
          <Button variant="ghost" onClick={() => onSearch(clearedFilters(criteria))}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
