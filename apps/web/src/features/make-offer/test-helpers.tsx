import { MESSAGES } from '@app/shared/messages/messages';
import { OFFER_PAGES, type TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import { Link, Outlet } from 'react-router';
import { renderWithApp } from '../../../test/render';
import { stubApi, type StubRoutes } from '../../../test/stub-api';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import { PopupHost } from '../../app/popups/popup-host';
import { useSessionStore } from '../../lib/session/session-store';
import { toSessionAccount } from '../../lib/session/store-account';
import { buildOffer, NEW_DRAFT, OFFER_ID, OFFER_LISTING_ID } from '../../../test/fixtures/offer.fixture';
import OfferWizardPage from './pages/offer-wizard-page';

/** The address of page `n` of the test offer. */
export const offerPage = (n: number | string) => `/listings/${OFFER_LISTING_ID}/offers/${OFFER_ID}/${n}`;
export const OFFER_PUT = `PUT /offers/${OFFER_ID}`;

const routes = [
  {
    element: (
      <>
        <Link to="/dashboard/wallet">Somewhere else</Link>
        <Outlet />
        <PopupHost />
      </>
    ),
    children: [
      { path: '/listings/:propertyId/offers/:offerId/:page', element: <OfferWizardPage /> },
      { path: '/dashboard/wallet', element: <h1>Wallet page</h1> },
    ],
  },
];

/**
 * The API of one draft offer as the server keeps it: GET answers the stored draft; PUT stores the
 * pages given, or refuses the save (400, the spec's message per field) when a rule is broken.
 */
export function offerApi(draft: TOfferDraft = NEW_DRAFT, routes: StubRoutes = {}) {
  let stored = buildOffer(draft);
  return stubApi({
    'GET /account': { data: buildAccount() },
    [`GET /offers/${OFFER_ID}`]: () => ({ data: stored }),
    [OFFER_PUT]: (body) => {
      const next = buildOffer({ ...stored.draft, ...(body as TOfferDraft) });
      const invalid = Object.assign({}, ...OFFER_PAGES.map((page) => next.pages[page].invalid)) as Record<string, string>;
      if (Object.keys(invalid).length > 0)
        return { status: 400, code: 'INVALID_INPUTS', message: MESSAGES.invalidInputsPleaseFix, fields: invalid };
      stored = next;
      return { data: stored };
    },
    ...routes,
  });
}

/** A page of the offer wizard for a signed-in, verified buyer (stub the API with `offerApi` first). */
export async function renderOfferWizard(page: number | string) {
  useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
  return renderWithApp(null, { path: offerPage(page), routes });
}
