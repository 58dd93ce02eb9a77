import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuySellToggle, type HeroMode } from './buy-sell-toggle';
import { LocationForm } from './location-form';

/**
 * The home page's opening: headline, Buy/Sell toggle and the location box, on a drawn skyline.
 * Nothing is clipped at its edge: the place suggestions drop over the sections below.
 */
export function Hero() {
  const { t } = useTranslation('home');
  const [mode, setMode] = useState<HeroMode>('buy');
  return (
    <section className="relative bg-gradient-to-br from-primary via-primary-dark to-ink text-white" aria-labelledby="home-title">
      <Skyline />
      <div className="relative mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 md:py-20">
        <div className="max-w-2xl">
          <h1 id="home-title" className="text-3xl font-extrabold tracking-tight xs:text-4xl md:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-3 text-lg text-white/90">{t('hero.lead')}</p>
        </div>
        <div className="flex max-w-3xl flex-col gap-4 rounded-2xl bg-white p-4 text-ink shadow-xl sm:p-6">
          <BuySellToggle mode={mode} onChange={setMode} />
          <LocationForm mode={mode} />
        </div>
      </div>
    </section>
  );
}

/** A city silhouette along the bottom edge; decoration only. */
function Skyline() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1200 200"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 h-40 w-full text-black/15"
    >
      <path
        fill="currentColor"
        d="M0 200V130h60V90h40v40h30V60h50v70h40V100h35V40h20v-20h20v20h20v90h50V80h60v50h30V110h45V50h35v80h40V95h50v35h35V70h25V30h30v40h25v60h45V85h40v45h50V100h60v30h45V60h40v70h55V120h45V200z"
      />
    </svg>
  );
}
