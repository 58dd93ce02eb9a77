import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

const AUDIENCES = [
  { id: 'buyer', icon: 'M3 11 12 4l9 7v9h-6v-6H9v6H3z' },
  { id: 'seller', icon: 'M4 4h10l6 6v10H4zM14 4v6h6M8 14h8M8 17h5' },
  { id: 'professional', icon: 'M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M4 7h16v12H4zM4 12h16' },
] as const;

/** How it works for buyers, sellers and professionals, each linking to its information page. */
export function HowItWorksSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="how-it-works-title" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <SectionHeading id="how-it-works-title" title={t('howItWorks.title')} lead={t('howItWorks.lead')} />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {AUDIENCES.map((audience) => (
          <li key={audience.id} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-6">
            <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-light text-primary">
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
                <path d={audience.icon} />
              </svg>
            </span>
            <h3 className="text-lg font-bold">{t(`howItWorks.${audience.id}.title`)}</h3>
            <p className="flex-1 text-sm text-muted">{t(`howItWorks.${audience.id}.body`)}</p>
            <Link
              to={`/information/${audience.id}`}
              className="self-start text-sm font-semibold text-primary underline-offset-2 hover:underline"
            >
              {t(`howItWorks.${audience.id}.link`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
