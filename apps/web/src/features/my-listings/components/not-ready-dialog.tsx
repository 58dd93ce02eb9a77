import type { TListingSummary } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button, ButtonLink } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

type NotReadyDialogProps = { listing: Pick<TListingSummary, '_id' | 'complete'>; message: string; onExtend(): void; onClose(): void };

/**
 * Move to Listings was refused ('Finish every step before paying for the listing.'): the plan
 * has ended or a step is unfinished. Offers Edit, and Extend Duration for a listing paid before.
 */
export function NotReadyDialog({ listing, message, onExtend, onClose }: NotReadyDialogProps) {
  const { t } = useTranslation('myListings');
  const translate = useTranslateMessage();
  return (
    <Dialog
      open
      title={t('notReady.title')}
      onClose={onClose}
      actions={
        <>
          <ButtonLink variant={listing.complete ? 'outline' : 'primary'} to={`/dashboard/listings/${listing._id}/edit`}>
            {t('notReady.edit')}
          </ButtonLink>
          {listing.complete && <Button onClick={onExtend}>{t('notReady.extend')}</Button>}
        </>
      }
    >
      <p role="alert">{translate(message)}</p>
      <p className="mt-2 text-sm text-muted">{listing.complete ? t('notReady.hintPaid') : t('notReady.hintDraft')}</p>
    </Dialog>
  );
}
