import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Terranest mark and word, linking home. */
export function Logo() {
  const { t } = useTranslation('nav');
  return (
    <Link to="/" className="flex min-h-11 shrink-0 items-center gap-2 rounded-md" aria-label={t('logo.home')}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="h-9 w-9">
        <rect width="40" height="40" rx="10" fill="#eb262b" />
        <path d="M8 21 20 10l12 11" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M12 19v12h16V19" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinejoin="round" />
        <rect x="17" y="24" width="6" height="7" rx="1" fill="#ffd62a" />
      </svg>
      <span aria-hidden="true" className="text-xl font-extrabold tracking-tight text-ink">
        Terra<span className="text-primary">nest</span>
      </span>
    </Link>
  );
}
