import { MESSAGES } from '@app/shared/messages/messages';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-client';
import { useTranslateMessage } from '../../lib/i18n/translate-message';
import { Button } from '../button';
import { Spinner } from '../spinner';
import type { TSaveStatus } from '../../lib/forms/use-autosave';

type SaveStatusProps = { status: TSaveStatus; error: unknown; onRetry(): void };

/** Whether the draft is saved: waiting, saving, saved, or the failure with Try again. */
export function SaveStatus({ status, error, onRetry }: SaveStatusProps) {
  const { t } = useTranslation('wizard');
  const translate = useTranslateMessage();
  if (status === 'error') {
    const message = error instanceof ApiError ? error.message : MESSAGES.systemCouldNotSave;
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-primary-light px-3 py-2 text-sm text-primary-dark"
      >
        <span className="font-semibold">{t('save.failed')}</span>
        <span>{translate(message)}</span>
        <Button variant="outline" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex min-h-11 items-center gap-2 text-sm text-muted">
      {status === 'saving' && <Spinner size="sm" />}
      {status === 'idle' ? '' : t(`save.${status}`)}
    </p>
  );
}
