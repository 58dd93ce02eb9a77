import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { EyeIcon } from './icons';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type'>;

/**
 * A password input with a show/hide toggle. The toggle keeps its name ("Show password") and
 * says whether it is on with aria-pressed, so screen readers hear the state change.
 */
export function PasswordField({ id, className = '', ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('accounts');
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField
        id={inputId}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        className={`pr-12 ${className}`}
        {...rest}
      />
      {/* Sits over the input's right end: below the one-line label (1.25rem + 0.25rem gap), as tall as the input. */}
      <button
        type="button"
        aria-label={t('password.show')}
        aria-pressed={visible}
        aria-controls={inputId}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute right-1 top-6 flex h-[2.625rem] w-10 items-center justify-center rounded-lg text-muted hover:text-ink"
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
}
