import { MEDIA_RULES } from '@app/shared/media/media.schema';
import { STAGED_PHOTOS_MAX, type TStagedPhoto, type TStagingDelivery } from '@app/shared/orders/media-delivery.schema';
import type { TOrder } from '@app/shared/orders/orders.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useDeliverIntoListing } from '../api/orders';
import { FormAlert } from '../../../ui/form-alert';
import { FilePicker } from '../../../ui/uploader/file-picker';
import { UploadList } from '../../../ui/uploader/upload-list';
import { useUploads } from '../../../ui/uploader/use-uploads';
import { StagedPhotos } from './staged-photos';

/**
 * A "virtual staging" order's delivery (decision 083): the specialist uploads the staged images,
 * removes any before saving, and saves them on the order; when the customer completes it they join
 * the listing's photos labelled "Virtually staged". A later save replaces the photos delivered.
 */
export function StagingDelivery({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const deliver = useDeliverIntoListing<TStagingDelivery>(order._id, 'staging');
  const [photos, setPhotos] = useState<TStagedPhoto[]>(order.stagedPhotos ?? []);
  const uploads = useUploads({
    kind: 'image',
    container: 'order',
    onUploaded: (media) =>
      setPhotos((list) => [...list, { _id: media._id, url: media.variants?.full ?? media.url, thumbUrl: media.variants?.thumb ?? null }]),
  });
  const remaining = STAGED_PHOTOS_MAX - photos.length - uploads.active;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (photos.length > 0) deliver.mutate({ photos: photos.map((photo) => photo._id) });
  };

  return (
    <form className="mt-3 flex flex-col gap-3" onSubmit={submit} noValidate>
      <p className="text-sm text-muted">{t('stagingDelivery.lead')}</p>
      <StagedPhotos
        photos={photos}
        actionFor={(photo, position) => (
          <Button
            variant="outline"
            aria-label={t('stagingDelivery.removeN', { position })}
            onClick={() => setPhotos((list) => list.filter((other) => other._id !== photo._id))}
          >
            {t('stagingDelivery.remove')}
          </Button>
        )}
      />
      <UploadList uploads={uploads.uploads} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      <FilePicker
        label={t('stagingDelivery.add')}
        accept={MEDIA_RULES.image.contentTypes}
        multiple
        disabledReason={remaining <= 0 ? t('stagingDelivery.limit', { max: STAGED_PHOTOS_MAX }) : undefined}
        onFiles={(files) => uploads.start(files.slice(0, Math.max(0, remaining)))}
      />
      <div aria-live="polite">
        {deliver.isError && <FormAlert message="Error Updating Order" />}
        {deliver.isSuccess && <p className="text-sm text-ink">{t('stagingDelivery.saved')}</p>}
      </div>
      <Button type="submit" disabled={photos.length === 0} loading={deliver.isPending} className="self-start">
        {t('stagingDelivery.submit')}
      </Button>
    </form>
  );
}
