import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { Button, ButtonLink } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { Spinner } from '../../../ui/spinner';

type WizardLoadingProps<T> = { query: UseQueryResult<T>; children(data: T): ReactNode };

/** A draft being loaded for editing: busy, not found (not yours), or failed with Try again. */
export function WizardLoading<T>({ query, children }: WizardLoadingProps<T>) {
  const { t } = useTranslation('listingWizard');
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="flex flex-col items-start gap-3">
        {missing ? (
          <p role="alert" className="text-ink">
            {t('load.notFound')}
          </p>
        ) : (
          <FormAlert message={query.error.message} />
        )}
        {missing ? (
          <ButtonLink to="/dashboard/listings/u" variant="outline">
            {t('load.toMyListings')}
          </ButtonLink>
        ) : (
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('load.retry')}
          </Button>
        )}
      </div>
    );
  }
  return <WizardLoadingNote />;
}

/** "Loading your draft…" while the draft or the wizard's code is on its way. */
export function WizardLoadingNote() {
  const { t } = useTranslation('listingWizard');
  return (
    <p role="status" className="flex items-center gap-2 text-muted">
      <Spinner size="sm" />
      {t('load.loading')}
    </p>
  );
}
