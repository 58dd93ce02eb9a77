import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { resultsUrl } from '../../../lib/navigation/search-url';

/** No listing matches: clear the filters, or (with none) browse everything. */
export function NoResults({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  const { t } = useTranslation('search');
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-line bg-white p-6">
      <h2 className="text-lg font-semibold text-ink">{t('empty.title')}</h2>
      <p className="text-muted">{filtered ? t('empty.filtered') : t('empty.lead')}</p>
      <div className="flex flex-wrap gap-2">
        {filtered && <Button onClick={onClear}>{t('filters.clear')}</Button>}
        <ButtonLink to={resultsUrl()} variant="outline">
          {t('empty.browseAll')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The page asked for is past the last one (an old link): offer the last page. */
export function PastLastPage({ lastPageUrl }: { lastPageUrl: string }) {
  const { t } = useTranslation('search');
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-line bg-white p-6">
      <p className="text-muted">{t('pastLastPage')}</p>
      <ButtonLink to={lastPageUrl} variant="outline">
        {t('goToLastPage')}
      </ButtonLink>
    </div>
  );
}

/** The search failed: the server's message (the spec's 'An error has occured') and a retry. */
export function SearchError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry(): void }) {
  const { t } = useTranslation('search');
  return <LoadError title={t('error.title')} message={message} retryLabel={t('error.retry')} retrying={retrying} onRetry={onRetry} />;
}
