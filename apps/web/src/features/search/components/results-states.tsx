import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button, ButtonLink } from '../../../ui/button';
import { resultsUrl } from '../search-url';

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
  const translate = useTranslateMessage();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-primary/30 bg-primary-light p-6">
      <p className="font-semibold text-primary-dark">{t('error.title')}</p>
      <p className="text-sm text-ink">{translate(message)}</p>
      <Button variant="outline" loading={retrying} onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
