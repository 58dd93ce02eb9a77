import { PROFESSIONS } from '@app/shared/reference/people';
import type { DbOrTx } from '../../db/client';
import {
  countPublicCommunities,
  countPublicListings,
  publicCommunityBatch,
  publicListingBatch,
  type SitemapBatch,
  type SitemapRow,
} from '../listings/index';
import { listedProfessionalsForSitemap } from '../professionals/index';

/**
 * A kind of public page the sitemap lists, walked in id order: how many there are, a batch of
 * them (keyset: after the last id, or skipping to a child sitemap's first row), and a row's path.
 */
export type SitemapSource = {
  count(db: DbOrTx): Promise<number>;
  batch(db: DbOrTx, batch: SitemapBatch): Promise<SitemapRow[]>;
  path(id: string): string;
};

/**
 * The public pages that are not behind an id (spec section 2's public routes): the home page,
 * results, the directory and each profession's, the information and content pages. Left out:
 * pages for one person (verification links, sign-up, offers, reviews, checkout), the ListHub
 * report (admins') and /compatible (Internet Explorer's splash).
 */
export const CONTENT_PATHS: readonly string[] = [
  '/',
  '/results',
  '/find-professional',
  ...PROFESSIONS.map((profession) => `/find-professional/${profession.id}`),
  '/information/buyer',
  '/information/seller',
  '/information/professional',
  '/buy-one-get-one',
  '/about',
  '/accessibility',
  '/news',
  '/advice',
  '/faq',
  '/help',
  '/contact',
  '/feedback',
  '/site-map',
  '/terms',
  '/ebook',
];

/** The content pages as a source: they change when the app is deployed (`deployedAt`). */
function contentSource(deployedAt: Date): SitemapSource {
  return {
    count: () => Promise.resolve(CONTENT_PATHS.length),
    batch: (_db, batch) => {
      // Keys are the list's positions, zero-padded so they order as text.
      const from = batch.after === undefined ? (batch.offset ?? 0) : Number(batch.after) + 1;
      return Promise.resolve(
        CONTENT_PATHS.slice(from, from + batch.limit).map((_path, i) => ({ id: String(from + i).padStart(4, '0'), lastmod: deployedAt })),
      );
    },
    path: (id) => CONTENT_PATHS[Number(id)] ?? '/',
  };
}

/** The sitemap's children by name, in the index's order: `/sitemaps/{name}-{n}.xml`. */
export function sitemapSources(deployedAt: Date): Record<string, SitemapSource> {
  return {
    pages: contentSource(deployedAt),
    listings: { count: countPublicListings, batch: publicListingBatch, path: (id) => `/listings/${id}` },
    communities: { count: countPublicCommunities, batch: publicCommunityBatch, path: (id) => `/listings/community/${id}` },
    professionals: { ...listedProfessionalsForSitemap, path: (id) => `/professional/${id}` },
  };
}
