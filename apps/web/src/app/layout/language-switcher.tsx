import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLocale, currentLocaleId } from '../../lib/i18n/i18n';
import { LOCALES } from '../../lib/i18n/locales';

type LanguageSwitcherProps = {
  /** Navbar: compact, label for screen readers only. Footer: visible label on a dark background. */
  variant?: 'nav' | 'footer';
  /** The globe helps people find the switcher in a language they cannot read; the header row drops it for room. */
  showIcon?: boolean;
  className?: string;
};

const SELECT_STYLES = {
  nav: 'border-line bg-white text-ink',
  footer: 'border-white/30 bg-ink text-white',
};

/** A native select of the interface languages; the choice applies at once and is remembered. */
export function LanguageSwitcher({ variant = 'nav', showIcon = variant === 'nav', className = '' }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('nav');
  const id = useId();
  const current = currentLocaleId(i18n);

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={variant === 'nav' ? 'sr-only' : 'text-sm text-white/80'}>
        {t('language.label')}
      </label>
      {showIcon && (
        <span aria-hidden="true" className={variant === 'nav' ? 'text-muted' : 'text-white/80'}>
          <GlobeIcon />
        </span>
      )}
      <select
        id={id}
        value={current}
        onChange={(event) => applyLocale(event.target.value, i18n)}
        className={`min-h-11 rounded-lg border px-2 py-1 text-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 ${SELECT_STYLES[variant]}`}
      >
        {LOCALES.map((locale) => (
          <option key={locale.id} value={locale.id} lang={locale.tag}>
            {locale.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}
