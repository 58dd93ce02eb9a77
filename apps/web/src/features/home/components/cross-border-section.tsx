import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { SectionHeading } from './section-heading';

const POINTS = ['languages', 'units', 'offers', 'professionals'] as const;

/** Why Terranest suits buyers abroad: language, units and currency, safe offers, local professionals. */
export function CrossBorderSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="cross-border-title" className="bg-secondary/20">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_3fr] md:items-start">
        <div>
          <SectionHeading id="cross-border-title" title={t('crossBorder.title')} lead={t('crossBorder.lead')} />
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/information/buyer">{t('crossBorder.buyerGuide')}</ButtonLink>
            <ButtonLink to="/find-professional" variant="outline">
              {t('crossBorder.findProfessional')}
            </ButtonLink>
          </div>
        </div>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {POINTS.map((point) => (
            <li key={point} className="rounded-xl bg-white p-5 shadow-sm">
              <h3 className="font-bold">{t(`crossBorder.points.${point}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`crossBorder.points.${point}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
