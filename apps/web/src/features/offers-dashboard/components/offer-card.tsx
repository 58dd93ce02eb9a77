import type { TOfferListItem } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDay } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { editDraftPath, isBuyerSide, offerViewPath, statusLabelKey } from '../offer-tabs';
import { listingTitle, placeLine } from '../offer-text';

type OfferCardProps = {
  offer: TOfferListItem;
  onRemove?(offer: TOfferListItem): void;
  onCopy?(offer: TOfferListItem): void;
  busy?: boolean;
};

/** One offer in a list: the listing's photo, title and address, the price offered, its status, buyers and date, and its actions. */
export function OfferCard({ offer, onRemove, onCopy, busy }: OfferCardProps) {
  const { t } = useTranslation('offersDashboard');
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const title = listingTitle(offer.listing) || t('card.untitled');
  const buyers = offer.buyers.map((buyer) => `${buyer.name.first} ${buyer.name.last}`.trim() || buyer.email).filter(Boolean);
  const unseen = offer.completed && !offer.seen && !isBuyerSide(offer.relation);
  return (
    <article className="flex gap-3 rounded-xl border border-line bg-white p-3 sm:gap-4 sm:p-4">
      <div className="aspect-[4/3] w-24 shrink-0 self-start overflow-hidden rounded-lg bg-surface sm:w-36">
        {offer.listing.photo && <img src={offer.listing.photo} alt="" loading="lazy" className="h-full w-full object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="break-words font-semibold text-ink">
            <Link to={offerViewPath(offer)} className="hover:underline">
              {title}
            </Link>
          </h3>
          <p className="break-words text-sm text-muted">{placeLine(offer.listing.address)}</p>
          <p className="text-sm text-ink">
            <span className="text-muted">{t('card.offerPrice')}: </span>
            <span className="text-base font-bold">{offer.offerPrice ? formatMoney(offer.offerPrice) : t('card.noPrice')}</span>
          </p>
          <p className="text-sm text-ink">
            <span className="text-muted">{t('card.buyers')}: </span>
            {buyers.length ? buyers.join(', ') : t('card.noBuyers')}
          </p>
          <ul aria-label={t('card.state')} className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <li>
              <Badge tone={offer.completed ? 'good' : 'neutral'}>{t(`status.${statusLabelKey(offer)}`)}</Badge>
            </li>
            {unseen && (
              <li>
                <Badge tone="bad">{t('card.new')}</Badge>
              </li>
            )}
            <li>{t('card.updated', { date: formatDay(offer.updatedAt) })}</li>
          </ul>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch">
          {!offer.completed ? (
            <>
              <ButtonLink variant="outline" to={editDraftPath(offer)} aria-label={`${t('actions.edit')}: ${title}`}>
                {t('actions.edit')}
              </ButtonLink>
              {onRemove && (
                <Button variant="ghost" onClick={() => onRemove(offer)} aria-label={`${t('actions.removeDraft')}: ${title}`}>
                  {t('actions.removeDraft')}
                </Button>
              )}
            </>
          ) : (
            <ButtonLink variant="outline" to={offerViewPath(offer)} aria-label={`${t('actions.view')}: ${title}`}>
              {t('actions.view')}
            </ButtonLink>
          )}
          {onCopy && isBuyerSide(offer.relation) && (
            <Button variant="ghost" onClick={() => onCopy(offer)} loading={busy} aria-label={`${t('actions.copy')}: ${title}`}>
              {t('actions.copy')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
