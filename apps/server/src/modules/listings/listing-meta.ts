import type { AppDeps } from '../../app-deps';
import type { PageMeta } from '../../platform/http/page-meta';
import { findListing } from './listings.repo';
import { isPublic } from './listings.policy';
import { publicCommunity } from './communities.service';

const absolute = (deps: AppDeps, url: string) => (url.startsWith('http') ? url : `${deps.config.publicUrl}${url}`);

function formatPrice(amount: number, currency: string) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount / 100);
}

/** /listings/{id}: title, description, preview image and schema.org RealEstateListing with Offer and Place. */
export async function listingPageMeta(deps: AppDeps, id: string): Promise<PageMeta | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await findListing(deps.database.db, id);
  if (!row || !isPublic(row)) return undefined;
  const url = `${deps.config.publicUrl}/listings/${row.id}`;
  const place = [row.street, row.city, row.state, row.zip].filter(Boolean).join(', ');
  const price = row.priceMinor ? formatPrice(row.priceMinor, row.currency) : '';
  const image = row.photos[0] ? absolute(deps, row.photos[0].url) : undefined;
  return {
    title: `${row.title ?? place} | ${price} | Terranest`,
    description: `${[row.beds !== null ? `${row.beds === 0 ? 'Studio' : `${row.beds} bd`}` : '', row.baths !== null ? `${row.baths} ba` : '', row.sizeSqft ? `${row.sizeSqft.toLocaleString('en-US')} sq ft` : ''].filter(Boolean).join(' · ')} · ${place}. ${row.description.slice(0, 200)}`,
    url,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
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
          addressLocality: row.city,
          addressRegion: row.state,
          postalCode: row.zip,
          addressCountry: row.country.toUpperCase(),
        },
        geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude },
      },
    },
  };
}

/** /listings/community/{id}: the community's title, description and cover. */
export async function communityPageMeta(deps: AppDeps, id: string): Promise<PageMeta | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const community = await publicCommunity(deps, id).catch(() => undefined);
  if (!community) return undefined;
  const url = `${deps.config.publicUrl}/listings/community/${community._id}`;
  return {
    title: `${community.title} | Terranest`,
    description: `${community.properties.length} homes · ${[community.address.city, community.address.state].filter(Boolean).join(', ')}. ${community.description.slice(0, 200)}`,
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
        addressLocality: community.address.city,
        addressRegion: community.address.state,
        postalCode: community.address.zip,
      },
    },
  };
}
