import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CrossBorderSection } from './components/cross-border-section';
import { FeaturedCitiesSection } from './components/featured-cities-section';
import { FeaturedListingsSection } from './components/featured-listings-section';
import { Hero } from './components/hero';
import { HowItWorksSection } from './components/how-it-works-section';

/** The home page (spec: Buy/Sell toggle with a location input, featured cities, featured properties). */
export default function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <Hero />
      <FeaturedCitiesSection />
      <FeaturedListingsSection />
      <HowItWorksSection />
      <CrossBorderSection />
    </>
  );
}
