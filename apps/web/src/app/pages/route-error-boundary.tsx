import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/i18n/messages-catalog';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../ui/button';
import { MessageScreen } from './message-screen';
import NotFoundPage from './not-found-page';

/** A lazy page that fails to load means the deployed app changed under this tab. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|error loading dynamically imported/i.test(
    message,
  );
}

/** Route errors: the outdated-page reload prompt, page-not-found, or the generic message. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const { text: messageText } = useMessageText();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) {
    return (
      <MessageScreen role="alertdialog" title={t('outdated.title')} body={t('outdated.body')}>
        <Button onClick={() => window.location.reload()}>{t('outdated.reload')}</Button>
      </MessageScreen>
    );
  }
  return (
    <MessageScreen role="alert" title={messageText('somethingWentWrong')} body={t('errorPage.body')}>
      <Button variant="outline" onClick={() => window.location.reload()}>
        {t('outdated.reload')}
      </Button>
      <ButtonLink to="/">{t('actions.goHome')}</ButtonLink>
    </MessageScreen>
  );
}
