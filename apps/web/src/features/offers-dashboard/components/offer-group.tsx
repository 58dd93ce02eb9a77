import type { TOfferListItem } from '@app/shared/offers/offers.schema';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MIXED_GROUPS, type TOfferGroup } from '../offer-tabs';
import { OfferCard } from './offer-card';

type OfferGroupProps = {
  group: TOfferGroup;
  offers: TOfferListItem[];
  /** What to do when the group is empty: a next step. */
  empty: ReactNode;
  onRemove(offer: TOfferListItem): void;
  onCopy(offer: TOfferListItem): void;
  copying: string | null;
};

/** One grouping of a tab (offers received, offers made, drafts, inactive, expired): a titled region with its count and cards. */
export function OfferGroup({ group, offers, empty, onRemove, onCopy, copying }: OfferGroupProps) {
  const { t } = useTranslation('offersDashboard');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        {t(`groups.${group}`)}
        <span className="rounded-full bg-surface px-2 text-sm font-semibold text-muted">{offers.length}</span>
      </h2>
      {offers.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted">{empty}</div>
      ) : (
        <ul className="flex flex-col gap-3">
          {offers.map((offer) => (
            <li key={offer._id}>
              <OfferCard
                offer={offer}
                onRemove={onRemove}
                onCopy={onCopy}
                busy={copying === offer._id}
                showSide={MIXED_GROUPS.includes(group)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
