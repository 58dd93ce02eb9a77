import { MEDIA_RULES, type TMedia } from '@app/shared/media/media.schema';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploads } from './use-uploads';
import { moveItem, type TPhotoItem } from '../../lib/media/media-items';
import { FilePicker } from './file-picker';
import { PhotoItem, type TMoveAction } from './photo-item';
import { UploadList } from './upload-list';

type PhotoUploaderProps = {
  items: readonly TPhotoItem[];
  /** How many photos fit (the listing plan's limit). */
  max: number;
  /** What the photos are for (spec: container). */
  container: string;
  /** A note on the limit (e.g. which plan allows more). */
  limitNote?: ReactNode;
  /** The photos' translated error ('At least one image is required.'). */
  error?: string | undefined;
  /** The list after a reorder, caption change or removal. */
  onChange(items: TPhotoItem[]): void;
  /** A photo finished uploading: add it at the end. */
  onAdd(media: TMedia): void;
};

/**
 * Photos with captions: upload several at once with progress, reorder with Move up/down (or by
 * dragging), the first is the cover ("Make cover"), remove. Uploads stop at the limit.
 */
export function PhotoUploader({ items, max, container, limitNote, error, onChange, onAdd }: PhotoUploaderProps) {
  const { t } = useTranslation('listingWizard');
  const headingId = useId();
  const uploads = useUploads({ kind: 'image', container, onUploaded: onAdd });
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ id: string; action: TMoveAction } | null>(null);
  const remaining = max - items.length - uploads.active;

  const move = (from: number, to: number, action?: TMoveAction) => {
    const moved = items[from];
    if (!moved || to < 0 || to >= items.length) return;
    onChange(moveItem(items, from, to));
    setFocus(action ? { id: moved.media._id, action } : null);
    setAnnouncement(t(to === 0 ? 'media.movedToCover' : 'media.moved', { position: to + 1 }));
  };
  const onFiles = (files: File[]) => {
    const accepted = files.slice(0, Math.max(0, remaining));
    setAnnouncement(accepted.length < files.length ? t('media.onlySomeFit', { count: accepted.length, max }) : '');
    uploads.start(accepted);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {t('media.photos')}
        </h3>
        <p className="text-sm tabular-nums text-muted">{t('media.photoCount', { count: items.length, max })}</p>
      </div>
      <p className="text-sm text-muted">{t('media.coverHint')}</p>
      {limitNote && <div className="text-sm text-muted">{limitNote}</div>}
      {error && (
        <p role="alert" className="text-sm font-medium text-primary-dark">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ol className="flex flex-col gap-3" aria-label={t('media.photoOrder')}>
          {items.map((item, index) => (
            <PhotoItem
              key={item.media._id}
              item={item}
              index={index}
              count={items.length}
              focusAction={focus?.id === item.media._id ? focus.action : null}
              onMove={move}
              onCaption={(caption) => onChange(items.map((other, i) => (i === index ? { ...other, caption } : other)))}
              onRemove={() => onChange(items.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <UploadList uploads={uploads.uploads} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      <FilePicker
        label={t('media.addPhotos')}
        accept={MEDIA_RULES.image.contentTypes}
        multiple
        disabledReason={remaining <= 0 ? t('media.photoLimitReached', { max }) : undefined}
        onFiles={onFiles}
      />
    </section>
  );
}
