import type { TMedia } from '@app/shared/media/media.schema';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { DocumentUploader } from '../../../ui/uploader/document-uploader';
import { PhotoUploader } from '../../../ui/uploader/photo-uploader';
import { VideoUploader } from '../../../ui/uploader/video-uploader';
import type { TDocumentItem, TPhotoItem } from '../../../lib/media/media-items';
import { useWizard } from '../wizard-context';

type DraftPhoto = { mediaId: string; caption?: string | undefined };
type DraftDocument = { mediaId: string; title?: string | undefined; kind?: 'exclusive-listing' | undefined };

type MediaStepProps = {
  maxPhotos: number;
  limitNote?: ReactNode;
  /** Listings also take PDF documents and a 360 view; communities do not. */
  withDocuments?: boolean;
  with360?: boolean;
};

/** Step 3, Media & Documents (listings and communities): photos, one video, tour links, documents. */
export function MediaStep({ maxPhotos, limitNote, withDocuments = false, with360 = false }: MediaStepProps) {
  const { t } = useTranslation('listingWizard');
  const { register, getValues, setValue } = useFormContext();
  const { media, addMedia, container, errorFor, documentHref } = useWizard();
  const [photos, videoId, documents, sellerRole] = useWatch({ name: ['photos', 'videoId', 'documents', 'sellerRole'] }) as [
    DraftPhoto[] | undefined,
    string | null | undefined,
    DraftDocument[] | undefined,
    string | undefined,
  ];
  const set = (name: string, value: unknown) => setValue(name, value, { shouldDirty: true });
  const known = <T extends { mediaId: string }>(list: T[] | undefined) =>
    (list ?? []).flatMap((item) => (media[item.mediaId] ? [{ item, file: media[item.mediaId] as TMedia }] : []));
  const append = (name: string, file: TMedia, entry: object) => {
    addMedia(file);
    set(name, [...((getValues(name) as object[] | undefined) ?? []), { mediaId: file._id, ...entry }]);
  };

  return (
    <div className="flex flex-col gap-8">
      <PhotoUploader
        items={known(photos).map(({ item, file }): TPhotoItem => ({ media: file, caption: item.caption ?? '' }))}
        max={maxPhotos}
        container={container}
        limitNote={limitNote}
        error={errorFor('photos')}
        onChange={(items) =>
          set(
            'photos',
            items.map((item) => ({ mediaId: item.media._id, caption: item.caption })),
          )
        }
        onAdd={(file) => append('photos', file, { caption: '' })}
      />
      <VideoUploader
        video={videoId ? (media[videoId] ?? null) : null}
        container={container}
        onChange={(file) => {
          if (file) addMedia(file);
          set('videoId', file?._id ?? null);
        }}
      />
      <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
        <legend className="px-1 text-base font-semibold text-ink">{t('media.tours')}</legend>
        <TextField
          label={t('media.vrLink')}
          type="url"
          inputMode="url"
          maxLength={500}
          placeholder="https://"
          error={errorFor('vrLink')}
          {...register('vrLink')}
        />
        {with360 && (
          <TextField
            label={t('media.view360Link')}
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://"
            error={errorFor('view360Link')}
            {...register('view360Link')}
          />
        )}
      </fieldset>
      {withDocuments && (
        <DocumentUploader
          items={known(documents).map(({ item, file }): TDocumentItem => ({
            media: file,
            title: item.title ?? '',
            exclusiveListing: item.kind === 'exclusive-listing',
          }))}
          container={container}
          hrefFor={documentHref}
          markExclusiveListing={sellerRole === 'listing-agent'}
          onChange={(items) =>
            set(
              'documents',
              items.map((item) => ({
                mediaId: item.media._id,
                title: item.title,
                ...(item.exclusiveListing ? { kind: 'exclusive-listing' as const } : {}),
              })),
            )
          }
          onAdd={(file) => append('documents', file, { title: '' })}
        />
      )}
    </div>
  );
}
