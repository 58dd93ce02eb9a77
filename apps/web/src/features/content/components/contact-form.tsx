import { CONTACT_TOPICS, ZContactRequest } from '@app/shared/feedback/feedback.schema';
import { useTranslation } from 'react-i18next';
import { currentLocaleId } from '../../../lib/i18n/i18n';
import { TextArea, TextField } from '../../../ui/field';
import { useSendContactMessage } from '../api/send-contact-message';
import { useSendForm } from '../lib/use-send-form';
import { SendForm } from './send-form';
import { TopicSelect } from './topic-select';

/**
 * The contact form, validated with the server's own schema. It sends the reader's language
 * so support can answer in it. A signed-in person's name and email come filled in.
 */
export function ContactForm({ name = '', email = '' }: { name?: string; email?: string }) {
  const { t, i18n } = useTranslation('contact');
  const { mutateAsync } = useSendContactMessage();
  const { form, fieldError, ...state } = useSendForm(ZContactRequest, { defaultValues: { name, email, message: '' } }, (values) =>
    mutateAsync({ ...values, locale: currentLocaleId(i18n) }),
  );

  return (
    <SendForm
      state={state}
      texts={{
        title: t('form.title'),
        submit: t('form.submit'),
        sending: t('form.sending'),
        sentTitle: t('sent.title'),
        sentBody: t('sent.body'),
        sendAnother: t('sent.again'),
      }}
    >
      <p className="text-sm text-muted">{t('form.intro')}</p>
      <TextField label={t('form.name')} autoComplete="name" error={fieldError('name')} {...form.register('name')} />
      <TextField type="email" label={t('form.email')} autoComplete="email" error={fieldError('email')} {...form.register('email')} />
      <TopicSelect namespace="contact" topics={CONTACT_TOPICS} error={fieldError('topic')} {...form.register('topic')} />
      <TextArea label={t('form.message')} hint={t('form.messageHint')} error={fieldError('message')} {...form.register('message')} />
    </SendForm>
  );
}
