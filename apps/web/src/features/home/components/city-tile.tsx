import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cityQuery, resultsUrl } from '../../../lib/navigation/search-url';

/** Tile backgrounds, cycled through so neighbouring tiles differ; drawn, so no image requests. */
const GRADIENTS = [
  'from-primary to-primary-dark',
  'from-ink to-muted',
  'from-secondary-dark to-primary',
  'from-primary-dark to-ink',
  'from-muted to-ink',
];

type CityTileProps = {
  city: string;
  state: string;
  /** null while the counts are loading or unavailable. */
  listingCount: number | null;
  index: number;
};

/** A featured city: its name, its number of homes, and a Results search for "City, ST". */
export function CityTile({ city, state, listingCount, index }: CityTileProps) {
  const { t } = useTranslation('home');
  const query = cityQuery(city, state);
  return (
    <Link
      to={resultsUrl({ searchThis: query })}
      className={`group relative flex aspect-[4/3] flex-col justify-end overflow-hidden rounded-xl bg-gradient-to-br p-3 sm:p-4 text-white shadow-sm transition-transform hover:-translate-y-0.5 hover:shadow-md ${GRADIENTS[index % GRADIENTS.length]}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 100 60"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-2/3 w-full text-white/15"
      >
        <path
          fill="currentColor"
          d="M0 60V40H8V28H15V40H21V16H30V40H35V32H43V10H47V5H50V10H54V40H61V24H70V40H76V30H83V18H90V36H95V26H100V60Z"
        />
      </svg>
      <span className="relative text-base font-bold leading-tight sm:text-lg">{query}</span>
      <span className="relative text-sm text-white/90">
        {listingCount === null ? (
          <span className="inline-block h-4 w-16 animate-pulse rounded bg-white/30" aria-hidden="true" />
        ) : (
          t('cities.count', { count: listingCount })
        )}
      </span>
    </Link>
  );
}
