import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Button } from '../../../ui/button';

type AuthButtonsProps = {
  /** Called before the popup opens (the mobile panel closes itself). */
  onChoose?: () => void;
  className?: string;
};

/** Log in / Sign up for visitors; both open the app's popups. */
export function AuthButtons({ onChoose, className = '' }: AuthButtonsProps) {
  const { t } = useTranslation('nav');
  const openPopup = usePopupStore((state) => state.openPopup);
  const choose = (popup: 'login' | 'signup') => {
    onChoose?.();
    openPopup(popup);
  };
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Button variant="ghost" onClick={() => choose('login')}>
        {t('auth.logIn')}
      </Button>
      <Button onClick={() => choose('signup')}>{t('auth.signUp')}</Button>
    </div>
  );
}
