import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../ui/field';
import { credentialsFromText } from '../model/signup-forms';

type CredentialsFieldProps = { value: readonly string[]; error: string | undefined; onChange(credentials: string[]): void; onBlur(): void };

/** Credentials, one per line (designations, certificates); the form holds them as a list. */
export function CredentialsField({ value, error, onChange, onBlur }: CredentialsFieldProps) {
  const { t } = useTranslation('professionalSignup');
  // The text as typed (with the line being started), the list is what the form keeps.
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <TextArea
      label={t('information.credentials')}
      hint={t('information.credentialsHint')}
      value={text}
      error={error}
      rows={3}
      onChange={(event) => {
        setText(event.target.value);
        onChange(credentialsFromText(event.target.value));
      }}
      onBlur={onBlur}
    />
  );
}
