import { ZSubscribeRequest } from '@app/shared/newsletter/newsletter.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribe } from '../../../lib/newsletter/subscribe';
import { currentLocaleId } from '../../../lib/i18n/i18n';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button } from '../../../ui/button';

/**
 * The newsletter box: validated with the shared schema; on success a snackbar and an empty box,
 * on failure the server's message in the reader's language, with the address kept for a retry.
 */
export function SubscribeForm() {
  const { t, i18n } = useTranslation('footer');
  const translate = useTranslateMessage();
  const form = useZodForm(ZSubscribeRequest, { defaultValues: { email: '' } });
  const fieldError = useFieldErrors(form);
  const subscribe = useSubscribe();
  const [failure, setFailure] = useState('');
  const id = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      await subscribe.mutateAsync({ ...values, locale: currentLocaleId(i18n) });
      snackbar.success(t('subscribe.success'));
      form.reset();
    } catch (error) {
      setFailure(applyServerErrors(form, error) || t('subscribe.failed'));
    }
  });

  const error = fieldError('email');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-bold uppercase tracking-wide text-white">
        {t('subscribe.title')}
      </h2>
      <p className="text-sm text-white/80">{t('subscribe.lead')}</p>
      <label htmlFor={`${id}-email`} className="sr-only">
        {t('subscribe.emailLabel')}
      </label>
      <div className="flex flex-col gap-2 xs:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-white/30 bg-white px-3 text-base text-ink focus:outline-none focus:ring-2 focus:ring-secondary"
          {...form.register('email')}
        />
        <Button type="submit" loading={subscribe.isPending}>
          {t('subscribe.submit')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-secondary">
          {error}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-secondary">
          {translate(failure)}
        </p>
      )}
    </form>
  );
}
