import { useEffect } from 'react';
import { setNewOffersCount } from '../../../lib/notifications/new-offers-store';
import { useOfferNotifications, useUnseenOfferCount } from '../hooks/use-offer-notifications';

/**
 * Mounted in the app's frame while someone is signed in: loads and follows the seller's offer
 * notifications and hands their count to the navbar. Renders nothing.
 */
export default function OfferNotifications() {
  useOfferNotifications();
  const count = useUnseenOfferCount();
  useEffect(() => {
    setNewOffersCount(count);
    return () => setNewOffersCount(0);
  }, [count]);
  return null;
}
