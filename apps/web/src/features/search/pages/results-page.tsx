import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from '@app/shared/constants/search';
import { SEARCH_TOTAL_CAP } from '@app/shared/search/search-limits';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ListingCardGrid, ListingCardGridSkeleton } from '../../../ui/listing-card/listing-card-grid';
import { useSearchResults } from '../api/search-properties';
import { FilterBar } from '../components/filter-bar';
import { Pagination } from '../../../ui/pagination';
import { ResultsMap } from '../components/results-map';
import { NoResults, PastLastPage, SearchError } from '../components/results-states';
import { ResultsToolbar, type ResultsView } from '../components/results-toolbar';
import { useMinWidth } from '../../../ui/use-min-width';
import { useResultsSearch } from '../hooks/use-results-search';
import { useScrollPosition } from '../hooks/use-scroll-position';
import { useSearchOptions } from '../hooks/use-search-options';
import { EstimatedPayment } from '../mortgage/estimated-payment';
import { MortgagePanel } from '../mortgage/mortgage-panel';
import { useMortgageInputs } from '../mortgage/use-mortgage-inputs';
import { clearedFilters, hasFilters, withPriceMax } from '../../../lib/navigation/search-url';

const GRID = 'grid grid-cols-1 gap-4 xs:grid-cols-2';

/** "Condo/Co-op in Austin, TX", "Homes for sale in Austin, TX", "Homes for sale". */
function useHeading(criteria: TSearchCriteria) {
  const { t } = useTranslation('search');
  const { propertyTypes } = useSearchOptions();
  const type = propertyTypes.find((choice) => choice.value === criteria.searchPropertyType)?.label;
  const place = criteria.searchThis;
  if (type && place) return t('heading.typeInPlace', { type, place });
  if (type) return t('heading.type', { type });
  if (place) return t('heading.place', { place });
  return t('heading.all');
}

/**
 * /results: the filter bar, the mortgage tools when the URL opens them, the count and sort, a
 * page of listing cards with page links, and the map beside them (or behind a List/Map switch on
 * phones). The whole search lives in the URL; the mortgage tools' boxes live here, so they outlast
 * switching tools.
 */
type ResultsPageProps = {
  /** What sits beside the heading to save this search; the route composes it (saved-searches). */
  saveSearch?: (criteria: TSearchCriteria) => ReactNode;
};

export default function ResultsPage({ saveSearch }: ResultsPageProps = {}) {
  const { t } = useTranslation('search');
  const listHeadingId = useId();
  const { state, url, search, showMortgage, pageUrl } = useResultsSearch();
  const { criteria, pageNo, mortgage } = state;
  const mortgageInputs = useMortgageInputs();
  const results = useSearchResults(criteria, pageNo);
  const wide = useMinWidth(900);
  const [view, setView] = useState<ResultsView>('list');
  const heading = useHeading(criteria);
  useDocumentTitle(heading);
  useScrollPosition(url, results.isSuccess && !results.isPlaceholderData);

  const data = results.data;
  const clear = () => search(clearedFilters(criteria));
  const showList = wide || view === 'list';
  const showMap = wide || view === 'map';

  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{heading}</h1>
        {saveSearch?.(criteria)}
      </div>
      <FilterBar criteria={criteria} onSearch={(next) => search(next)} />
      {mortgage && (
        <Suspense fallback={null}>
          <MortgagePanel
            topic={mortgage}
            inputs={mortgageInputs}
            onTopic={(topic) => showMortgage(topic, { replace: true })}
            onClose={() => showMortgage(undefined)}
            onPriceMax={(price) => search(withPriceMax(criteria, price))}
          />
        </Suspense>
      )}
      <ResultsToolbar
        total={results.isError ? null : (data?.total ?? null)}
        totalCap={data?.totalCap ?? SEARCH_TOTAL_CAP}
        sort={criteria.sort ?? DEFAULT_SORT}
        onSort={(sort) => search({ ...criteria, sort })}
        view={wide ? null : view}
        onView={setView}
      />
      <div className={wide ? 'grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-6' : 'flex flex-col'}>
        {showList && (
          <section
            aria-labelledby={listHeadingId}
            aria-busy={results.isFetching}
            className={`flex flex-col gap-6 ${results.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {/* The cards' h3 headings sit under this one, not straight under the page's h1. */}
            <h2 id={listHeadingId} className="sr-only">
              {t('list.label')}
            </h2>
            {results.isPending ? (
              <ListingCardGridSkeleton count={DEFAULT_PAGE_SIZE} className={GRID} />
            ) : results.isError ? (
              <SearchError message={results.error.message} retrying={results.isFetching} onRetry={() => void results.refetch()} />
            ) : data!.data.length === 0 && data!.total > 0 && pageNo > 1 ? (
              <PastLastPage lastPageUrl={pageUrl(Math.max(1, data!.pages))} />
            ) : data!.data.length === 0 ? (
              <NoResults filtered={hasFilters(criteria)} onClear={clear} />
            ) : (
              <>
                <ListingCardGrid
                  listings={data!.data}
                  className={GRID}
                  cardExtra={
                    mortgage ? (listing) => <EstimatedPayment price={listing.price} assumptions={mortgageInputs.assumptions} /> : undefined
                  }
                />
                <Pagination current={pageNo} pages={data!.pages} urlOf={pageUrl} />
              </>
            )}
          </section>
        )}
        {showMap && (
          <section aria-label={t('map.title')} className={wide ? 'sticky top-4 h-[calc(100vh-2rem)]' : 'h-[70vh]'}>
            <ResultsMap
              criteria={criteria}
              place={data?.place ?? null}
              cards={data?.data ?? []}
              ready={!results.isPending}
              onSearchArea={(bounds, moved) => search({ ...criteria, bounds }, { replace: moved })}
            />
          </section>
        )}
      </div>
    </div>
  );
}
