import { useTranslation } from 'react-i18next';
import { useNewOffersCount } from '../../../lib/notifications/new-offers-store';
import { useUnreadMessagesCount } from '../../../lib/notifications/unread-messages-store';

/** A count beside a link: the number is shown, and read after the link's name (", 2 new"). Nothing at 0. */
function CountBadge({ count, spoken, className = '' }: { count: number; spoken: string; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

/** The count of new offers beside an Offers link ("Offers, 2 new"). */
export function NewOffersCount({ className = '' }: { className?: string }) {
  const { t } = useTranslation('nav');
  const count = useNewOffersCount();
  return <CountBadge count={count} spoken={t('offersNotification.new', { count })} className={className} />;
}

/** The count of unread messages beside a Messages link ("Messages, 3 unread"), live from the socket. */
export function UnreadMessagesCount({ className = '' }: { className?: string }) {
  const { t } = useTranslation('nav');
  const count = useUnreadMessagesCount();
  return <CountBadge count={count} spoken={t('messagesNotification.unread', { count })} className={className} />;
}

/** "2 new offers" for a button whose accessible name is set apart (the account and phone menus), or '' when none. */
export function useNewOffersLabel(): string {
  const { t } = useTranslation('nav');
  const count = useNewOffersCount();
  return count === 0 ? '' : t('offersNotification.newOffers', { count });
}
