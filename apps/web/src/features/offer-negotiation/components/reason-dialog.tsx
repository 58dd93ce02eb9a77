import { MESSAGES } from '@app/shared/messages/messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextArea } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';

type ReasonDialogProps = {
  move: 'decline' | 'cancel';
  open: boolean;
  onClose(): void;
  /** Sends the answer with the reason; rejects with the server's error. */
  onSubmit(reason: string): Promise<unknown>;
};

/** The reason's length the shared ZReasonRequest allows. */
const MAX_REASON = 1000;

/**
 * Decline (with reason) and Cancel (with reason), spec section 4: a dialog that asks why and will
 * not send without an answer; the reason goes to the other side.
 */
export function ReasonDialog({ move, open, onClose, onSubmit }: ReasonDialogProps) {
  const { t } = useTranslation('offerNegotiation');
  const translate = useTranslateMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const formId = `${move}-reason-form`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!reason.trim()) return setError(translate(MESSAGES.required));
    setError(undefined);
    setSending(true);
    try {
      await onSubmit(reason.trim());
      setReason('');
      onClose();
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? caught.fields?.reason : undefined;
      if (fieldError) setError(translate(fieldError));
      else setFailure((caught instanceof Error && caught.message) || t('failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`reason.${move}.title`)}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('reason.back')}
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {t(`reason.${move}.confirm`)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t(`reason.${move}.body`)}</p>
        <TextArea
          label={t('reason.label')}
          required
          maxLength={MAX_REASON}
          rows={4}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure && <FormAlert message={failure} />}
      </form>
    </Dialog>
  );
}
