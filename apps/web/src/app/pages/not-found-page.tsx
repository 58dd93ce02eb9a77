import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { MessageScreen } from './message-screen';

/** The catch-all page-not-found screen. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <MessageScreen
      title={t('notFound.title')}
      body={t('notFound.body')}
      top={
        <p className="text-7xl font-black text-primary" aria-hidden="true">
          404
        </p>
      }
    >
      <ButtonLink to="/">{t('actions.goHome')}</ButtonLink>
      <ButtonLink to="/site-map" variant="outline">
        {t('notFound.siteMap')}
      </ButtonLink>
    </MessageScreen>
  );
}
