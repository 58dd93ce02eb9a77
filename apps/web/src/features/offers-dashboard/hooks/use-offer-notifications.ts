import { MESSAGES } from '@app/shared/messages/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useSession } from '../../../lib/session/session-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { onSocketEvent } from '../../../lib/socket/socket-events';
import { useOffers } from '../api/get-offers';
import { refreshChangedOffers } from '../api/offer-changes';

/**
 * The seller's notifications (spec section 4): completed offers received that they have not
 * opened yet. Read from the received list, which loads on sign-in; opening an offer marks it seen.
 */
export function useUnseenOfferCount(): number {
  const { data } = useOffers('received');
  return (data ?? []).filter((offer) => offer.completed && !offer.seen).length;
}

/**
 * Keeps the offers live while signed in: `completedOffers` (offers that changed for the person)
 * refreshes the lists and any open offer or compare view holding an older copy, each once, so a new
 * offer is listed and counted and a counter shows at once; `completedOffersError` shows the spec's
 * message in the snackbar.
 */
export function useOfferNotifications() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('messages');
  const { account } = useSession();
  useUnseenOfferCount();
  const accountId = account?._id;
  useEffect(() => {
    if (!accountId) return;
    let off: Array<() => void> = [];
    let stopped = false;
    // The events' schemas load with the first signed-in page, not with the page's first paint (issue 24's budget).
    void import('@app/shared/offers/offers.events').then(({ OFFERS_EVENTS }) => {
      if (stopped) return;
      off = [
        onSocketEvent(OFFERS_EVENTS, 'completedOffers', ({ offers }) => refreshChangedOffers(queryClient, accountId, offers)),
        onSocketEvent(OFFERS_EVENTS, 'completedOffersError', () => {
          snackbar.error(translateMessage(t, MESSAGES.anErrorHasOccured));
        }),
      ];
    });
    return () => {
      stopped = true;
      off.forEach((unsubscribe) => unsubscribe());
    };
  }, [accountId, queryClient, t]);
}
