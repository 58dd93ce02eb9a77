import { encodePassword } from '@app/shared/accounts/password-transport';
import { MESSAGES } from '@app/shared/messages/messages';
import { ZSignUpForm } from '@app/shared/validation/auth-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { currentLocaleId } from '../../../lib/i18n/i18n';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Button } from '../../../ui/button';
import { Checkbox, TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useRegister } from '../api/register';
import { NewPasswordFields } from './new-password-fields';

/** Where a new industry professional continues after the welcome view (the ProfessionalSignUp route). */
export const PROFESSIONAL_SIGN_UP_ROUTE = '/professional/register';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', industryProfessional: false };

/**
 * The sign-up form (spec sections 2, 4 and 5). While invalid nothing is sent and every field
 * shows its error. On success the person is signed in and sees the welcome view; a taken
 * email is reported on the email field; the input is kept on any failure.
 */
export function SignUpForm() {
  const { t, i18n } = useTranslation('accounts');
  const form = useZodForm(ZSignUpForm, { defaultValues: EMPTY });
  const fieldError = useFieldErrors(form);
  const signUp = useRegister();
  const switchTo = usePopupStore((state) => state.switchTo);
  const [serverError, setServerError] = useState('');

  const onSubmit = form.handleSubmit(async ({ firstName, lastName, email, password, industryProfessional }) => {
    setServerError('');
    try {
      await signUp.mutateAsync({
        email,
        password: encodePassword(password),
        accountType: industryProfessional ? 'professional' : 'individual',
        name: { firstName, lastName },
        locale: currentLocaleId(i18n),
      });
      switchTo('signupResult', industryProfessional ? { continueTo: PROFESSIONAL_SIGN_UP_ROUTE } : {});
    } catch (error) {
      const message = applyServerErrors(form, error);
      if (error instanceof ApiError && (error.status === 409 || message === MESSAGES.emailAlreadyRegistered)) {
        form.setError('email', { type: 'server', message: MESSAGES.emailAlreadyRegistered }, { shouldFocus: true });
      } else {
        setServerError(message || MESSAGES.failedToRegister);
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={serverError} />
      <div className="grid gap-4 xs:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={fieldError('firstName')}
          {...form.register('firstName')}
        />
        <TextField label={t('fields.lastName')} autoComplete="family-name" error={fieldError('lastName')} {...form.register('lastName')} />
      </div>
      <TextField type="email" label={t('fields.email')} autoComplete="email" error={fieldError('email')} {...form.register('email')} />
      <NewPasswordFields
        label={t('fields.password')}
        value={form.watch('password')}
        password={{ error: fieldError('password'), ...form.register('password') }}
        confirm={{ error: fieldError('confirmPassword'), ...form.register('confirmPassword') }}
      />
      <Checkbox label={t('signup.professional')} {...form.register('industryProfessional')} />
      <p className="text-xs text-muted">
        {t('signup.termsIntro')}{' '}
        <a href="/terms" target="_blank" rel="noopener" className="font-semibold text-primary-dark underline">
          {t('signup.terms')}
          <span className="sr-only"> {t('signup.newTab')}</span>
        </a>
      </p>
      <Button type="submit" loading={signUp.isPending}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
