import { ZSubscribeRequest } from '@app/shared/newsletter/newsletter.schema';
import { useTranslation } from 'react-i18next';
import { currentLocaleId } from '../../../lib/i18n/i18n';
import { TextField } from '../../../ui/field';
import { useSubscribe } from '../../../lib/newsletter/subscribe';
import { useSendForm } from '../lib/use-send-form';
import { SendForm } from './send-form';

/** The e-book's "Get new chapters by email" box; chapters are sent in the reader's language. */
export function SubscribeForm() {
  const { t, i18n } = useTranslation('ebook');
  const { mutateAsync } = useSubscribe();
  const { form, fieldError, ...state } = useSendForm(ZSubscribeRequest, { defaultValues: { email: '' } }, (values) =>
    mutateAsync({ ...values, locale: currentLocaleId(i18n) }),
  );

  return (
    <SendForm
      state={state}
      texts={{
        title: t('subscribe.title'),
        submit: t('subscribe.submit'),
        sending: t('subscribe.sending'),
        sentTitle: t('subscribe.sent.title'),
        sentBody: t('subscribe.sent.body'),
        sendAnother: t('subscribe.sent.again'),
      }}
      footnote={<p className="text-xs text-muted">{t('subscribe.privacy')}</p>}
    >
      <p className="text-ink/90">{t('subscribe.body')}</p>
      <TextField type="email" label={t('subscribe.label')} autoComplete="email" error={fieldError('email')} {...form.register('email')} />
    </SendForm>
  );
}
