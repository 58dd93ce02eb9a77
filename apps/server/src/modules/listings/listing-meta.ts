import { DEFAULT_LOCALE, type TLocale } from '@app/shared/constants/locale';
import { LOCALE_HREFLANG } from '@app/shared/seo/locale-url';
import { fillCopy, PAGE_META_COPY } from '@app/shared/seo/page-meta-copy';
import type { AppDeps } from '../../app-deps';
import { htmlLang, type PageMeta } from '../../platform/http/page-meta';
import { localPlaceNames } from '../places/index';
import { findListing } from './listings.repo';
import { isPublic } from './listings.policy';
import { publicCommunity } from './communities.service';

const absolute = (deps: AppDeps, url: string) => (url.startsWith('http') ? url : `${deps.config.publicUrl}${url}`);

function formatPrice(amount: number, currency: string, locale: TLocale) {
  return new Intl.NumberFormat(htmlLang(locale), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount / 100);
}

/** City and state as the page's language names them (the place suggestions' names), else as written. */
function localPlace(address: { city: string | null; state: string | null; country: string }, locale: TLocale) {
  const names = locale === 'en-us' ? undefined : localPlaceNames(address)[locale];
  return { city: names?.city ?? address.city, state: names?.state ?? address.state };
}

/**
 * /listings/{id}: title, description, preview image and schema.org RealEstateListing with Offer and
 * Place, in the page's language (`?lang=`, decision 076): the room and size words, price format and
 * place names; the owner's title and description are shown as written.
 */
export async function listingPageMeta(deps: AppDeps, id: string, locale?: TLocale): Promise<PageMeta | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await findListing(deps.database.db, id);
  if (!row || !isPublic(row)) return undefined;
  const language = locale ?? DEFAULT_LOCALE;
  const copy = PAGE_META_COPY[language];
  const numbers = new Intl.NumberFormat(htmlLang(language));
  const url = `${deps.config.publicUrl}/listings/${row.id}`;
  const local = localPlace(row, language);
  const place = [row.street, local.city, local.state, row.zip].filter(Boolean).join(', ');
  const price = row.priceMinor ? formatPrice(row.priceMinor, row.currency, language) : '';
  const image = row.photos[0] ? absolute(deps, row.photos[0].url) : undefined;
  const facts = [
    row.beds !== null ? (row.beds === 0 ? copy.studio : fillCopy(copy.beds, { n: row.beds })) : '',
    row.baths !== null ? fillCopy(copy.baths, { n: row.baths }) : '',
    row.sizeSqft ? fillCopy(copy.sqft, { n: numbers.format(row.sizeSqft) }) : '',
  ].filter(Boolean);
  return {
    title: `${row.title ?? place} | ${price} | Terranest`,
    description: `${facts.join(' · ')} · ${place}. ${row.description.slice(0, 200)}`,
    url,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      inLanguage: LOCALE_HREFLANG[language],
      name: row.title,
      url,
      description: row.description.slice(0, 500),
      datePosted: row.publishedAt?.toISOString(),
      image: row.photos.slice(0, 5).map((photo) => absolute(deps, photo.url)),
      offers: {
        '@type': 'Offer',
        price: (row.priceMinor ?? 0) / 100,
        priceCurrency: row.currency,
        availability: 'https://schema.org/InStock',
      },
      contentLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: row.street,
          addressLocality: local.city,
          addressRegion: local.state,
          postalCode: row.zip,
          addressCountry: row.country.toUpperCase(),
        },
        geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude },
      },
    },
  };
}

/** /listings/community/{id}: the community's title, description and cover, in the page's language. */
export async function communityPageMeta(deps: AppDeps, id: string, locale?: TLocale): Promise<PageMeta | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const community = await publicCommunity(deps, id).catch(() => undefined);
  if (!community) return undefined;
  const language = locale ?? DEFAULT_LOCALE;
  const url = `${deps.config.publicUrl}/listings/community/${community._id}`;
  const names = language === 'en-us' ? undefined : community.placeNames[language];
  const city = names?.city ?? community.address.city;
  const state = names?.state ?? community.address.state;
  const homes = fillCopy(PAGE_META_COPY[language].homes, { n: community.properties.length });
  return {
    title: `${community.title} | Terranest`,
    description: `${homes} · ${[city, state].filter(Boolean).join(', ')}. ${community.description.slice(0, 200)}`,
    url,
    image: community.photos[0] ? absolute(deps, community.photos[0].url) : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: community.title,
      url,
      address: {
        '@type': 'PostalAddress',
        streetAddress: community.address.street,
        addressLocality: city,
        addressRegion: state,
        postalCode: community.address.zip,
      },
    },
  };
}
