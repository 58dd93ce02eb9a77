import { messageAttachmentPath, type TMessage } from '@app/shared/messaging/messaging.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { useReaderLocale } from '../hooks/use-reader-locale';
import { MessageText } from './message-text';

type MessageItemProps = { message: TMessage; mine: boolean; authorName: string };

/** The author's ticks: one for sent, two for delivered, two in colour for read, with the word for screen readers. */
function Ticks({ status }: { status: TMessage['status'] }) {
  const { t } = useTranslation('messaging');
  return (
    <span className={`inline-flex items-center gap-1 ${status === 'read' ? 'text-sky-700' : ''}`}>
      <span aria-hidden="true">{status === 'sent' ? '✓' : '✓✓'}</span>
      <span>{t(`status.${status}`)}</span>
    </span>
  );
}

/**
 * One message: in the reader's language when a translation exists, labelled "Translated" with the
 * original one tap away; its files, its time and, on the reader's own, the ticks.
 */
export function MessageItem({ message, mine, authorName }: MessageItemProps) {
  const { t } = useTranslation('messaging');
  const formatMoment = useFormatMoment();
  const locale = useReaderLocale();
  const translation = message.language === locale ? undefined : message.translations[locale];
  const [original, setOriginal] = useState(false);
  const shown = translation && !original ? translation : message.body;

  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <article
        aria-label={mine ? t('thread.fromYou') : t('thread.from', { name: authorName })}
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${mine ? 'bg-primary-light text-ink' : 'border border-line bg-white text-ink'}`}
      >
        {shown && <MessageText text={shown} />}
        {message.attachments.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1" aria-label={t('attachments.label')}>
            {message.attachments.map((file) => (
              <li key={file._id}>
                <a href={messageAttachmentPath(file._id)} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted">
          <time dateTime={message.created_at}>{formatMoment(message.created_at)}</time>
          {translation && (
            <>
              {!original && <span>{t('translation.translated')}</span>}
              <button
                type="button"
                aria-pressed={original}
                onClick={() => setOriginal(!original)}
                className="min-h-6 font-semibold text-primary underline-offset-2 hover:underline"
              >
                {original ? t('translation.showTranslation') : t('translation.showOriginal')}
              </button>
            </>
          )}
          {mine && <Ticks status={message.status} />}
        </p>
      </article>
    </li>
  );
}
