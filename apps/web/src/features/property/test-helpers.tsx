import type { TAccount } from '@app/shared/accounts/account.schema';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { act } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { stubApi, type StubRoutes } from '../../../test/stub-api';
import type { LocaleId } from '../../lib/i18n/locales';
import { useSessionStore } from '../../lib/session/session-store';
import { toSessionAccount } from '../../lib/session/store-account';
import PropertyPage from './pages/property-page';
import { buildProperty } from './property.fixture';

type RenderPropertyOptions = {
  listing?: TPublicListing;
  similar?: TListingCard[];
  /** Signed in with this account; a visitor without one. */
  account?: TAccount;
  locale?: LocaleId;
  /** Extra or replaced API replies. */
  routes?: StubRoutes;
  /** Query string after the property path, e.g. '?then=save'. */
  search?: string;
};

/** Renders /listings/{id} with the API stubbed: the listing, its similar list and, when signed in, the account. */
export async function renderPropertyPage(options: RenderPropertyOptions = {}) {
  const listing = options.listing ?? buildProperty();
  const { _id: id } = listing;
  if (options.account) {
    const account = options.account;
    act(() => useSessionStore.getState().signIn(toSessionAccount(account)));
  }
  const fetchMock = stubApi({
    [`GET /properties/${id}`]: { data: listing },
    [`GET /properties/${id}/similar`]: { data: options.similar ?? [] },
    ...(options.account ? { 'GET /account': { data: options.account } } : {}),
    ...options.routes,
  });
  const view = await renderWithApp(null, {
    path: `/listings/${id}${options.search ?? ''}`,
    locale: options.locale,
    routes: [
      { path: '/listings/:propertyId', element: <PropertyPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
  return { fetchMock, view, listing };
}
