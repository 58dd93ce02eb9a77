import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_BODY_MAX } from '@app/shared/messaging/messaging.schema';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TextArea } from '../../../ui/field';
import { PrivateFiles } from '../../../ui/uploader/private-files';

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; files (JPG, PNG, PDF) go up as
 * private uploads and travel with the message. Nothing empty is ever sent.
 */
export function Composer({ onSend }: { onSend(body: string, attachmentIds: string[]): void }) {
  const { t } = useTranslation('messaging');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const [attaching, setAttaching] = useState(false);
  const text = body.trim();
  const ready = text.length > 0 || files.length > 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    onSend(text, files);
    setBody('');
    setFiles([]);
    setAttaching(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing (Chinese), Enter picks the characters, it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <TextArea
        label={t('composer.label')}
        hint={t('composer.hint')}
        value={body}
        maxLength={MESSAGE_BODY_MAX}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-20"
        rows={3}
      />
      {attaching && (
        <PrivateFiles
          label={t('attachments.label')}
          hint={t('attachments.hint')}
          ids={files}
          container="message"
          hrefFor={() => undefined}
          onChange={setFiles}
          max={MESSAGE_ATTACHMENTS_MAX}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" aria-expanded={attaching} onClick={() => setAttaching(!attaching)}>
          {t('attachments.attach')}
        </Button>
        <Button type="submit" disabled={!ready}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
