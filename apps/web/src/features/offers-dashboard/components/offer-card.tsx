import { sideOf } from '@app/shared/offers/offer-transitions';
import type { TOfferListItem } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDay, useFormatMoment } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { useOfferStatus } from '../../../ui/offer/use-offer-status';
import { editDraftPath, isBuyerSide, isSellerSide, isUnseen, offerViewPath } from '../offer-tabs';
import { listingTitle, placeLine } from '../offer-text';

type OfferCardProps = {
  offer: TOfferListItem;
  onRemove?(offer: TOfferListItem): void;
  onCopy?(offer: TOfferListItem): void;
  busy?: boolean;
  /** Say which side the offer is on (a grouping that holds offers received and made). */
  showSide?: boolean;
};

/**
 * One offer in a list: the listing's photo, title and address, the price offered, its status as the
 * reader's side names it, the answer's deadline while one is owed, buyers and date, and its actions.
 */
export function OfferCard({ offer, onRemove, onCopy, busy, showSide }: OfferCardProps) {
  const { t } = useTranslation('offersDashboard');
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const formatMoment = useFormatMoment();
  const status = useOfferStatus()(offer);
  const title = listingTitle(offer.listing) || t('card.untitled');
  const buyers = offer.buyers.map((buyer) => `${buyer.name.first} ${buyer.name.last}`.trim() || buyer.email).filter(Boolean);
  const received = isSellerSide(offer.relation);
  const deadline = answerDeadline(offer);
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
              <Badge tone={status.tone}>{status.label}</Badge>
            </li>
            {status.note && <li className="font-semibold text-ink">{status.note}</li>}
            {isUnseen(offer) && (
              <li>
                <Badge tone="bad">{t('card.new')}</Badge>
              </li>
            )}
            {showSide && <li>{t(received ? 'card.received' : 'card.made')}</li>}
            <li>{t('card.updated', { date: formatDay(offer.updatedAt) })}</li>
          </ul>
          {deadline && (
            <p className={`text-sm ${deadline.mine ? 'font-semibold text-ink' : 'text-muted'}`}>
              {t(deadline.mine ? 'card.yourAnswerBy' : 'card.answerBy', { when: formatMoment(deadline.at) })}
            </p>
          )}
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
          {received && (
            <ButtonLink variant="ghost" to={offerViewPath(offer, 'compare')} aria-label={`${t('actions.compare')}: ${title}`}>
              {t('actions.compare')}
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

/** The end of the response window while an answer is owed on a live offer, and whether the reader negotiates for the side that owes it. */
function answerDeadline(offer: TOfferListItem): { at: string; mine: boolean } | null {
  if (!offer.respondBy || !offer.turn || !offer.listingOnMarket) return null;
  if (offer.status !== 'sent' && offer.status !== 'countered') return null;
  return { at: offer.respondBy, mine: offer.turn === sideOf(offer.relation) };
}
