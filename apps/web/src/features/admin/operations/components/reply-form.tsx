import { ZAdminInboxReply } from '@app/shared/admin/inbox.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/api-client';
import { useTranslateMessage } from '../../../../lib/i18n/translate-message';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { TextArea } from '../../../../ui/field';
import { FormAlert } from '../../../../ui/form-alert';
import { useReplyToEntry } from '../api/inbox';

/** The answer mailed to a message's writer (once); the typed text survives an error. */
export function ReplyForm({ id, to, onCancel }: { id: string; to: string; onCancel(): void }) {
  const { t } = useTranslation('adminOperations');
  const translate = useTranslateMessage();
  const reply = useReplyToEntry();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminInboxReply.safeParse({ message: text });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setFailure('');
    try {
      await reply.mutateAsync({ id, message: parsed.data.message });
      snackbar.success(t('inbox.replied', { to }));
      onCancel();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : String(err));
      if (err instanceof ApiError && err.fields?.message) setError(translate(err.fields.message));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      {failure && <FormAlert message={failure} />}
      <TextArea
        label={t('inbox.replyLabel', { to })}
        hint={t('inbox.replyHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        required
        maxLength={5000}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={reply.isPending}>
          {t('inbox.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('inbox.cancel')}
        </Button>
      </div>
    </form>
  );
}
