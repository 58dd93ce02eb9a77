import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useRunOnce } from '../../../lib/query/use-run-once';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useConfirmSubscription } from '../api/confirm-subscription';

/** /newsletter/confirm/:token, the mailed link: confirms the subscription once on arrival. */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation('newsletter');
  const translate = useTranslateMessage();
  const { token = '' } = useParams();
  const { mutate, isSuccess, error } = useConfirmSubscription();
  useRunOnce(mutate, token);

  const home = (
    <ButtonLink to="/" variant="ghost">
      {t('confirm.home')}
    </ButtonLink>
  );
  if (isSuccess) {
    return (
      <Page width="prose" title={t('confirm.doneTitle')} lead={t('confirm.doneBody')}>
        {home}
      </Page>
    );
  }
  if (error) {
    return (
      <Page width="prose" title={t('confirm.failedTitle')} lead={<span role="alert">{translate(error.message)}</span>}>
        {home}
      </Page>
    );
  }
  return (
    <Page width="prose" title={t('confirm.pendingTitle')}>
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner size="sm" />
        {t('confirm.pending')}
      </p>
    </Page>
  );
}
