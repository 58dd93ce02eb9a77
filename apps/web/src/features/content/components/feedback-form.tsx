import { FEEDBACK_TOPICS, ZFeedbackRequest } from '@app/shared/feedback/feedback.schema';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLocaleId } from '../../../lib/i18n/i18n';
import { TextArea, TextField } from '../../../ui/field';
import { useSendFeedback } from '../api/send-feedback';
import { useSendForm } from '../lib/use-send-form';
import { RatingField } from './rating-field';
import { SendForm } from './send-form';
import { TopicSelect } from './topic-select';

/** The feedback survey: a rating, a topic, a message and, only for a reply, an email. */
export function FeedbackForm() {
  const { t, i18n } = useTranslation('feedback');
  const { mutateAsync } = useSendFeedback();
  const { form, fieldError, ...state } = useSendForm(ZFeedbackRequest, { defaultValues: { message: '', email: '' } }, (values) =>
    // An empty email means "no reply wanted"; leave it out rather than send "".
    mutateAsync({ ...values, email: values.email || undefined, locale: currentLocaleId(i18n) }),
  );

  return (
    <SendForm
      state={state}
      gap="gap-5"
      texts={{
        title: t('form.title'),
        submit: t('form.submit'),
        sending: t('form.sending'),
        sentTitle: t('sent.title'),
        sentBody: t('sent.body'),
        sendAnother: t('sent.again'),
      }}
    >
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <RatingField name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldError('rating')} />
        )}
      />
      <TopicSelect namespace="feedback" topics={FEEDBACK_TOPICS} error={fieldError('topic')} {...form.register('topic')} />
      <TextArea label={t('form.message')} hint={t('form.messageHint')} error={fieldError('message')} {...form.register('message')} />
      <TextField
        type="email"
        label={t('form.email')}
        hint={t('form.emailHint')}
        autoComplete="email"
        error={fieldError('email')}
        {...form.register('email')}
      />
    </SendForm>
  );
}
