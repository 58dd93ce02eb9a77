import { DEFAULT_SAVED_SEARCH_ALERTS, ZCreateSavedSearchRequest, type TSavedSearchAlerts } from '@app/shared/search/saved-search.schema';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { useSavedSearchName } from '../saved-search-name';
import { AlertsSelect } from './alerts-select';

/**
 * Names and saves a search. Rendered into <body>, so it stays up when opened from a menu that
 * then closes (the navbar's Saved menu).
 */
export function SaveSearchDialog({ criteria, onClose }: { criteria: TSearchCriteria; onClose(): void }) {
  const { t } = useTranslation(['savedSearches', 'common']);
  const translate = useTranslateMessage();
  const suggested = useSavedSearchName();
  const [name, setName] = useState(() => suggested(criteria));
  const [alerts, setAlerts] = useState<TSavedSearchAlerts>(DEFAULT_SAVED_SEARCH_ALERTS);
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState('');
  const create = useCreateSavedSearch();

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = ZCreateSavedSearchRequest.safeParse({ name, criteria, alerts });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'name') ?? parsed.error.issues[0];
      if (issue?.path[0] === 'name') setNameError(issue.message);
      else setFormError(issue?.message ?? t('save.failed'));
      return;
    }
    setNameError(undefined);
    setFormError('');
    create.mutate(parsed.data, {
      onSuccess: () => {
        snackbar.success(t('save.done'));
        onClose();
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.fields?.name : undefined;
        if (field) setNameError(field);
        else setFormError(error instanceof ApiError ? error.message : t('save.failed'));
      },
    });
  };

  return createPortal(
    <Dialog
      open
      title={t('save.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => onSubmit()} loading={create.isPending}>
            {t('save.submit')}
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-muted">{t('save.lead')}</p>
        <TextField
          label={t('save.nameLabel')}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          error={nameError ? translate(nameError) : undefined}
        />
        <AlertsSelect value={alerts} onChange={setAlerts} />
        <FormAlert message={formError} />
      </form>
    </Dialog>,
    document.body,
  );
}
