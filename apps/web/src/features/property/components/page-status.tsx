import { useTranslation } from 'react-i18next';
import NotFoundPage from '../../../app/pages/not-found-page';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';

/** A property or community page while it loads or when it could not: skeleton, not found, or an error with a retry. */
export function PageStatus({ error, retrying, onRetry }: { error: Error | null; retrying: boolean; onRetry(): void }) {
  const { t } = useTranslation('property');
  const translate = useTranslateMessage();
  if (!error) return <PropertySkeleton />;
  // A listing that is not public (or an id that cannot be one) is simply not found.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-3 px-4 py-16">
      <h1 className="text-2xl font-bold text-ink">{t('page.loadFailed')}</h1>
      <p role="alert" className="text-ink">
        {translate(error.message)}
      </p>
      <Button variant="outline" loading={retrying} onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </div>
  );
}

/** Grey blocks in the page's shape while it loads; screen readers hear "Loading…" once. */
export function PropertySkeleton() {
  const { t } = useTranslation('property');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <p role="status" className="sr-only">
        {t('status.loading')}
      </p>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
        <div className="h-8 w-2/3 rounded bg-surface" />
        <div className="h-4 w-1/2 rounded bg-surface" />
        <div className="h-10 w-40 rounded bg-surface" />
        <div className="aspect-[4/3] w-full rounded-xl bg-surface md:aspect-[16/9]" />
        <div className="flex gap-2">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="h-16 w-20 rounded-md bg-surface" />
          ))}
        </div>
        <div className="h-32 w-full rounded bg-surface" />
      </div>
    </div>
  );
}
