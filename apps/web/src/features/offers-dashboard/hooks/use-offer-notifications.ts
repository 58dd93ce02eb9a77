import { MESSAGES } from '@app/shared/messages/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useSession } from '../../../lib/session/session-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { onSocketEvent } from '../../../lib/socket/socket-events';
import { offersQueryOptions, useOffers } from '../api/get-offers';

/**
 * The seller's notifications (spec section 4): completed offers received that they have not
 * opened yet. Read from the received list, which loads on sign-in; opening an offer marks it seen.
 */
export function useUnseenOfferCount(): number {
  const { data } = useOffers('received');
  return (data ?? []).filter((offer) => offer.completed && !offer.seen).length;
}

/**
 * Keeps the notifications live while signed in: `completedOffers` (an offer was just sent to the
 * person) refreshes the received list, so the new offer is listed and counted; `completedOffersError`
 * shows the spec's message in the snackbar.
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
        onSocketEvent(OFFERS_EVENTS, 'completedOffers', () => {
          void queryClient.invalidateQueries({ queryKey: offersQueryOptions('received', accountId).queryKey });
        }),
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
