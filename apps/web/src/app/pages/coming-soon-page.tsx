import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useRouteHandle } from '../layout/root-layout';
import { MessageScreen } from './message-screen';

/** The spec's coming-soon screen for a feature not built yet, with a way back. */
export default function ComingSoonPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { feature } = useRouteHandle();
  const featureName = feature ? t(`features.${feature}`) : '';
  useDocumentTitle(featureName);
  return (
    <MessageScreen
      title={t('comingSoon.title', { feature: featureName })}
      body={t('comingSoon.body')}
      top={
        <>
          <svg aria-hidden="true" viewBox="0 0 120 90" className="h-24 w-32">
            <rect x="10" y="30" width="100" height="55" rx="6" fill="#fdecec" />
            <path d="M5 35 60 5l55 30" fill="none" stroke="#eb262b" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="48" y="52" width="24" height="33" rx="3" fill="#ffd62a" />
          </svg>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('comingSoon.eyebrow')}</p>
        </>
      }
    >
      <Button variant="outline" onClick={() => navigate(-1)}>
        {t('actions.goBack')}
      </Button>
      <ButtonLink to="/">{t('actions.goHome')}</ButtonLink>
    </MessageScreen>
  );
}
