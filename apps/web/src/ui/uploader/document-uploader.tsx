import { MEDIA_RULES, type TMedia } from '@app/shared/media/media.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { TextField } from '../field';
import { useUploads } from './use-uploads';
import type { TDocumentItem } from '../../lib/media/media-items';
import { FilePicker } from './file-picker';
import { UploadList } from './upload-list';

/** Documents a listing may carry (the draft schema's limit). */
export const MAX_DOCUMENTS = 20;

type DocumentUploaderProps = {
  items: readonly TDocumentItem[];
  container: string;
  /** Where the owner opens a private document (a short-lived link), when it can be opened yet. */
  hrefFor?(media: TMedia): string | undefined;
  onChange(items: TDocumentItem[]): void;
  onAdd(media: TMedia): void;
  /** Lets each document be marked as the exclusive listing agreement (agent-listed properties). */
  markExclusiveListing?: boolean;
};

/** PDF documents with titles; they are private (spec: documents private). */
export function DocumentUploader({ items, container, hrefFor, onChange, onAdd, markExclusiveListing = false }: DocumentUploaderProps) {
  const { t } = useTranslation('listingWizard');
  const headingId = useId();
  const uploads = useUploads({ kind: 'document', container, onUploaded: onAdd });
  const remaining = MAX_DOCUMENTS - items.length - uploads.active;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {t('media.documents')}
      </h3>
      <p className="text-sm text-muted">{t('media.documentsPrivate')}</p>
      {markExclusiveListing && <p className="text-sm text-ink">{t('media.exclusiveListingNeeded')}</p>}
      {items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {items.map((item, index) => {
            const href = hrefFor?.(item.media);
            return (
              <li key={item.media._id} className="flex flex-col gap-2 rounded-xl border border-line p-3">
                {href ? (
                  <a href={href} target="_blank" rel="noreferrer" className="truncate font-medium text-primary-dark underline">
                    {item.media.originalName}
                  </a>
                ) : (
                  <span className="truncate font-medium text-ink">{item.media.originalName}</span>
                )}
                <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                  <div className="flex-1">
                    <TextField
                      label={t('media.documentTitle', { name: item.media.originalName })}
                      value={item.title}
                      maxLength={120}
                      onChange={(event) =>
                        onChange(items.map((other, i) => (i === index ? { ...other, title: event.target.value } : other)))
                      }
                    />
                  </div>
                  {markExclusiveListing && (
                    <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
                      <input
                        type="checkbox"
                        className="h-5 w-5 accent-primary"
                        checked={item.exclusiveListing ?? false}
                        aria-label={t('media.exclusiveListingOf', { name: item.media.originalName })}
                        onChange={(event) =>
                          onChange(items.map((other, i) => (i === index ? { ...other, exclusiveListing: event.target.checked } : other)))
                        }
                      />
                      <span aria-hidden="true">{t('media.exclusiveListing')}</span>
                    </label>
                  )}
                  <Button
                    variant="ghost"
                    aria-label={t('media.actionOn', { action: t('media.remove'), target: item.media.originalName })}
                    onClick={() => onChange(items.filter((_, i) => i !== index))}
                  >
                    {t('media.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <UploadList uploads={uploads.uploads} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      <FilePicker
        label={t('media.addDocuments')}
        accept={MEDIA_RULES.document.contentTypes}
        multiple
        disabledReason={remaining <= 0 ? t('media.documentLimitReached', { max: MAX_DOCUMENTS }) : undefined}
        onFiles={(files) => uploads.start(files.slice(0, Math.max(0, remaining)))}
      />
    </section>
  );
}
