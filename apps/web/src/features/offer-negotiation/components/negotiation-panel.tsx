import { AWAITING_STATUSES } from '@app/shared/offers/offer-transitions';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { readerSide } from '../../../ui/offer/use-offer-status';
import { CannotRenegotiate } from './cannot-renegotiate';
import { NegotiationActions } from './negotiation-actions';
import { ReplyCountdown } from './reply-countdown';

/**
 * Whether renegotiating is closed to the reader because a response window ran out (decision 054):
 * the offer expired while the other side owed the answer, or the reader was declined and the 2
 * business days to renegotiate have passed (the server no longer offers Renegotiate).
 */
export function renegotiationBlocked(offer: Pick<TOffer, 'status' | 'turn' | 'relation' | 'actions'>): boolean {
  const side = readerSide(offer.relation);
  if (offer.status === 'expired') return offer.turn !== null && offer.turn !== side;
  return offer.status === 'declined' && offer.turn === side && !offer.actions.includes('renegotiate');
}

/**
 * The negotiation on an offer's read-only view, under its status (the view's own badge): the
 * countdown while an answer is owed, 'Cannot renegotiate.' once a window ran out, and the moves
 * the reader may make.
 */
export function NegotiationPanel({ offer }: { offer: TOffer }) {
  const side = readerSide(offer.relation);
  const awaiting = (AWAITING_STATUSES as readonly string[]).includes(offer.status);
  return (
    <div className="flex flex-col gap-3">
      {awaiting && offer.respondBy && offer.turn && <ReplyCountdown respondBy={offer.respondBy} mine={offer.turn === side} />}
      {renegotiationBlocked(offer) && <CannotRenegotiate offer={offer} />}
      <NegotiationActions offer={offer} />
    </div>
  );
}
