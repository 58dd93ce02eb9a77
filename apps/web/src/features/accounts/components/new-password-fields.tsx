import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

type FieldProps = Omit<ComponentProps<typeof PasswordField>, 'label'>;

type NewPasswordFieldsProps = {
  /** The registered new-password input with its error. */
  password: FieldProps;
  /** The registered confirmation input with its error. */
  confirm: FieldProps;
  /** What is typed in the new-password input, for the live checklist. */
  value: string;
  /** "Password" on sign-up, "New password" where a current one exists. */
  label?: string;
};

/** Choosing a password: the field, the live checklist and the confirmation (sign-up, recovery, settings). */
export function NewPasswordFields({ password, confirm, value, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField label={label ?? t('password.new')} autoComplete="new-password" {...password} />
      <PasswordChecklist password={value} />
      <PasswordField label={t('password.confirm')} autoComplete="new-password" {...confirm} />
    </>
  );
}
