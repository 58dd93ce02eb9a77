import { ZAdminReason } from '@app/shared/admin/admin.schema';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextArea } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';

type WhyDialogProps = {
  title: string;
  /** What will happen, in a sentence. */
  body: string;
  confirm: string;
  onClose(): void;
  /** Does the change with the given why; a rejection keeps the dialog open with the server's message. */
  onConfirm(why: string): Promise<unknown>;
};

/** Asks why before an admin action (required, as the server requires it) and runs it; the typed text survives an error. */
export function WhyDialog({ title, body, confirm, onClose, onConfirm }: WhyDialogProps) {
  const { t } = useTranslation('admin');
  const translate = useTranslateMessage();
  const formId = useId();
  const [why, setWhy] = useState('');
  const [whyError, setWhyError] = useState<string>();
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminReason.safeParse(why);
    if (!parsed.success) {
      setWhyError(translate(parsed.error.issues[0]?.message));
      return;
    }
    setWhyError(undefined);
    setFailure('');
    setPending(true);
    try {
      await onConfirm(parsed.data);
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      if (error instanceof ApiError && error.fields?.why) setWhyError(translate(error.fields.why));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('people.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-ink">{body}</p>
        {failure && <FormAlert message={failure} />}
        <TextArea
          label={t('people.whyLabel')}
          hint={t('people.whyHint')}
          value={why}
          onChange={(event) => setWhy(event.target.value)}
          error={whyError}
          required
          maxLength={1000}
        />
      </form>
    </Dialog>
  );
}
