import { FEATURED_CITIES } from '@app/shared/constants/featured-cities';
import { useTranslation } from 'react-i18next';
import { useFeaturedCities } from '../api/get-featured-cities';
import { CityTile } from './city-tile';
import { SectionHeading } from './section-heading';

/**
 * The spec's featured cities as tiles. The cities themselves are fixed, so the tiles show from the
 * shared list at once and work even if the counts cannot load; the counts fill in when they come.
 */
export function FeaturedCitiesSection() {
  const { t } = useTranslation('home');
  const { data } = useFeaturedCities();
  const cities = data ?? FEATURED_CITIES.map((city) => ({ ...city, listingCount: null }));
  return (
    <section aria-labelledby="featured-cities-title" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <SectionHeading id="featured-cities-title" title={t('cities.title')} lead={t('cities.lead')} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {cities.map((city, index) => (
          <li key={`${city.city}-${city.state}`}>
            <CityTile city={city.city} state={city.state} listingCount={city.listingCount} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}
