import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Button } from '../../../ui/button';

/** A visitor is asked to sign up or log in, and comes back to this page afterwards. */
export function SignInPrompt({ message }: { message: string }) {
  const { t } = useTranslation('promotions');
  const location = useLocation();
  const openPopup = usePopupStore((state) => state.openPopup);
  const here = location.pathname + location.search;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-ink">{message}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => openPopup('signup', { continueTo: here })}>{t('signUp')}</Button>
        <Button variant="outline" onClick={() => openPopup('login', { continueTo: here })}>
          {t('logIn')}
        </Button>
      </div>
    </div>
  );
}
