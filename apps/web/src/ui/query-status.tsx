import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { Spinner } from './spinner';

type QueryLike<T> = { data: T | undefined; error: Error | null; refetch(): unknown };

type QueryStatusProps<T> = {
  query: QueryLike<T>;
  /** What is being loaded, for the busy message ("Loading your cards…"). */
  loading: string;
  children(data: T): ReactNode;
};

/** A query's data once it is there; before that a busy message, or its error with Try again. */
export function QueryStatus<T>({ query, loading, children }: QueryStatusProps<T>) {
  const { t } = useTranslation('common');
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message={query.error.message} />
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-muted">
      <Spinner size="sm" />
      {loading}
    </p>
  );
}
