import { MESSAGES } from '@app/shared/messages/messages';
import {
  NEW_MATCHES_CAP,
  ZUpdateSavedSearchRequest,
  type TSavedSearch,
  type TSavedSearchAlerts,
} from '@app/shared/search/saved-search.schema';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/api-client';
import { useFormatDay } from '../../../lib/format/format-date';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { resultsSearchUrl } from '../../../lib/navigation/search-url';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { markSavedSearchSeen } from '../api/mark-saved-search-seen';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { AlertsSelect } from './alerts-select';

/** The message of a failed call in the reader's language, or a general "try again". */
function useFailure() {
  const { t } = useTranslation('savedSearches');
  const translate = useTranslateMessage();
  return (error: unknown) => snackbar.error(error instanceof ApiError ? translate(error.message) : t('failed'));
}

/** One saved search: open it, its new matches, rename inline, its alerts, delete (with the yes/no popup). */
export function SavedSearchItem({ search }: { search: TSavedSearch }) {
  const { t } = useTranslation('savedSearches');
  const formatDay = useFormatDay();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const failed = useFailure();
  const [renaming, setRenaming] = useState(false);

  const setAlerts = (alerts: TSavedSearchAlerts) =>
    update.mutate({ id: search._id, alerts }, { onSuccess: () => snackbar.success(t('alertsChanged')), onError: failed });

  const askDelete = () =>
    usePopupStore.getState().openPopup('confirm', {
      confirm: {
        title: t('delete.title'),
        body: t('delete.body', { name: search.name }),
        confirmLabel: t('delete.confirm'),
        onConfirm: async () => {
          try {
            await remove.mutateAsync(search._id);
            snackbar.success(t('delete.done'));
          } catch (error) {
            failed(error);
          }
        },
      },
    });

  const newMatches = search.newMatches >= NEW_MATCHES_CAP ? t('list.newMatchesCapped') : t('list.newMatches', { count: search.newMatches });
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        {renaming ? (
          <RenameForm search={search} onDone={() => setRenaming(false)} />
        ) : (
          <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
            <Link
              to={resultsSearchUrl({ criteria: search.criteria, pageNo: 1 })}
              onClick={() => void markSavedSearchSeen(search._id).catch(() => undefined)}
              className="break-words text-ink underline-offset-2 hover:text-primary hover:underline"
            >
              {search.name}
            </Link>
            {search.newMatches > 0 && (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">{newMatches}</span>
            )}
          </h3>
        )}
        <p className="text-sm text-muted">
          {t('list.savedOn', { date: formatDay(search.createdAt) })}
          {search.lastAlertAt && ` · ${t('list.lastAlert', { date: formatDay(search.lastAlertAt) })}`}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-end gap-2">
        <div className="w-full sm:w-56">
          <AlertsSelect
            value={search.alerts}
            onChange={setAlerts}
            ariaLabel={t('list.alertsNamed', { name: search.name })}
            disabled={update.isPending}
          />
        </div>
        {!renaming && (
          <Button variant="outline" aria-label={t('rename.buttonNamed', { name: search.name })} onClick={() => setRenaming(true)}>
            {t('rename.button')}
          </Button>
        )}
        <Button variant="outline" aria-label={t('delete.buttonNamed', { name: search.name })} onClick={askDelete}>
          {t('delete.button')}
        </Button>
      </div>
    </article>
  );
}

/** Rename inline: the shared schema checks the name; a taken name shows under the field. */
function RenameForm({ search, onDone }: { search: TSavedSearch; onDone(): void }) {
  const { t } = useTranslation('savedSearches');
  const translate = useTranslateMessage();
  const failed = useFailure();
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string>();
  // The person pressed Rename: the field takes the focus so they can type at once.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateSavedSearchRequest.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MESSAGES.invalidInput);
    if (parsed.data.name === search.name) return onDone();
    update.mutate(
      { id: search._id, ...parsed.data },
      {
        onSuccess: () => {
          snackbar.success(t('rename.done'));
          onDone();
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fields?.name : undefined;
          if (field) setError(field);
          else failed(failure);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <TextField
          label={t('rename.label', { name: search.name })}
          ref={field}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error ? translate(error) : undefined}
        />
      </div>
      <Button type="submit" loading={update.isPending}>
        {t('rename.save')}
      </Button>
      <Button variant="ghost" onClick={onDone}>
        {t('rename.cancel')}
      </Button>
    </form>
  );
}
