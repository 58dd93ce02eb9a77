import { useTranslation } from 'react-i18next';
import { useNewOffersCount } from '../../../lib/notifications/new-offers-store';

/**
 * The count of new offers beside an Offers link: the number is shown, and read as ", 2 new" after
 * the link's name ("Offers, 2 new"). Nothing when there is nothing new.
 */
export function NewOffersCount({ className = '' }: { className?: string }) {
  const { t } = useTranslation('nav');
  const count = useNewOffersCount();
  if (count === 0) return null;
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('offersNotification.new', { count })}</span>
    </span>
  );
}

/** "2 new offers" for a button whose accessible name is set apart (the account and phone menus), or '' when none. */
export function useNewOffersLabel(): string {
  const { t } = useTranslation('nav');
  const count = useNewOffersCount();
  return count === 0 ? '' : t('offersNotification.newOffers', { count });
}
