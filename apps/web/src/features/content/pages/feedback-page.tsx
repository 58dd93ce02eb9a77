import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { FeedbackForm } from '../components/feedback-form';

/** /feedback: the feedback survey. */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  return (
    <Page title={t('title')} lead={t('lead')} width="prose">
      <FeedbackForm />
      <p className="mt-8 text-sm text-muted">{t('privacy')}</p>
    </Page>
  );
}
