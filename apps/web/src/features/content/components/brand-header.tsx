import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The house mark of the logo, drawn inline so it needs no request. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" fill="#eb262b" />
      <path d="M7 16 16 8l9 8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="10.5" y="15" width="11" height="9" rx="1" fill="#fff" />
      <rect x="14.5" y="18" width="3" height="6" fill="#ffd62a" />
    </svg>
  );
}

/**
 * A small header with the logo linking home, for pages shown without the navbar
 * (the e-book landing page, the compatibility page).
 */
export function BrandHeader({ homeLabel }: { homeLabel: string }) {
  const { t } = useTranslation('common');
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center px-4 py-3 sm:px-6">
        <Link to="/" aria-label={homeLabel} className="inline-flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold text-ink">
          <LogoMark />
          <span>{t('product.name')}</span>
        </Link>
      </div>
    </header>
  );
}
