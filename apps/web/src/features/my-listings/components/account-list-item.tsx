import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ListingCard } from '../../../ui/listing-card/listing-card';

/** The button's visible text ("Unsave") and its full name for screen readers ("Unsave 12 Oak Street"). */
export type RemoveLabels = { short: string; named(name: string): string };

/** A saved or hidden listing: its card, and the button that takes it off the list (Unsave, Unhide). */
export function AccountListCard({ card, labels, onRemove }: { card: TListingCard; labels: RemoveLabels; onRemove(): void }) {
  const street = card.address.apt ? `${card.address.street}, ${card.address.apt}` : card.address.street;
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="flex-1">
        <ListingCard listing={card} />
      </div>
      <Button variant="outline" onClick={onRemove} aria-label={labels.named(street)}>
        {labels.short}
      </Button>
    </div>
  );
}

/** A saved or hidden listing that is not public any more: "No longer available", and a way off the list. */
export function UnavailableCard({ onRemove }: { onRemove(): void }) {
  const { t } = useTranslation('myListings');
  return (
    <div className="flex h-full flex-col gap-2">
      <article className="flex flex-1 flex-col justify-center gap-1 rounded-xl border border-dashed border-line bg-surface p-4 text-center">
        <h3 className="font-semibold text-ink">{t('accountList.unavailable')}</h3>
        <p className="text-sm text-muted">{t('accountList.unavailableBody')}</p>
      </article>
      <Button variant="outline" onClick={onRemove} aria-label={t('accountList.removeUnavailableNamed')}>
        {t('accountList.removeUnavailable')}
      </Button>
    </div>
  );
}
