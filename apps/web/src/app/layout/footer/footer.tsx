import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../language-switcher';
import { PopularCitiesColumn, TopCitiesColumn } from './cities-columns';
import { MortgageColumn } from './mortgage-column';
import { SiteLinks } from './site-links';
import { SocialLinks } from './social-links';
import { StatesColumn } from './states-column';
import { SubscribeForm } from './subscribe-form';

const AppLinks = lazy(() => import('./app-links'));

/** The site footer: searches by place, mortgage topics, newsletter, apps, social links and legal line. */
export function Footer() {
  const { t } = useTranslation('footer');
  // Read once per mount: the year only needs to be right when the footer appears.
  const [year] = useState(() => new Date().getFullYear());
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
        <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
          <StatesColumn />
          <TopCitiesColumn />
          <PopularCitiesColumn />
          <MortgageColumn />
        </div>
        <div className="grid grid-cols-1 gap-8 border-t border-white/15 pt-8 md:grid-cols-2">
          <SubscribeForm />
          <section aria-labelledby="footer-apps-title" className="flex flex-col gap-3">
            <h2 id="footer-apps-title" className="text-sm font-bold uppercase tracking-wide">
              {t('apps.title')}
            </h2>
            <Suspense fallback={<div className="h-20" />}>
              <AppLinks />
            </Suspense>
            <SocialLinks />
          </section>
        </div>
        <div className="flex flex-col gap-4 border-t border-white/15 pt-6 md:flex-row md:items-center md:justify-between">
          <SiteLinks />
          <LanguageSwitcher variant="footer" />
        </div>
        <div className="flex flex-col gap-1 text-sm text-white/70">
          <p>{t('copyright', { year, product: t('common:product.name') })}</p>
          <p>
            {t('placeData')}{' '}
            <a href="https://www.geonames.org/" target="_blank" rel="noreferrer" className="underline hover:text-white">
              GeoNames<span className="sr-only"> {t('newTab')}</span>
            </a>{' '}
            (CC BY 4.0)
          </p>
        </div>
      </div>
    </footer>
  );
}
