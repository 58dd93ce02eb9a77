import type { TAccount } from '@app/shared/accounts/account.schema';
import type { TOffer } from '@app/shared/offers/offers.schema';
import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { buildOffer as buildWizardOffer, OFFER_ID } from '../../../test/fixtures/offer.fixture';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import { renderWithApp } from '../../../test/render';
import type { StubRoutes } from '../../../test/stub-api';
import { PopupHost } from '../../app/popups/popup-host';
import type { LocaleId } from '../../lib/i18n/locales';
import { SnackbarHost } from '../../ui/snackbar-host';
import NegotiationPage from './pages/negotiation-page';

/** Where the tests' offer view is (the app gives the dashboard's in the real routes). */
export const viewPath = (offer: Pick<TOffer, '_id' | 'status'>, view = 'offer') => `/view/${offer.status}/${view}/${offer._id}`;

/** A sent offer in negotiation, as its buyer sees it (the wizard's fixture, sent, with terms and a minimum counter). */
export function sentOffer(overrides: Partial<TOffer> = {}): TOffer {
  return buildWizardOffer(
    {
      basics: { offerPrice: 45_000_000, filledBy: 'buyer', closingDays: 30 },
      terms: {
        initial_escrow_deposit: { deposit: 3_000_000 },
        increase_escrow_deposits: [{ deposit: 2_000_000 }],
        escrowPeriodDays: 45,
        ownerCarry: null,
        otherTerms: 'Seller leaves the piano.',
        minimumCounter: 44_000_000,
      },
    },
    {
      status: 'sent',
      completed: true,
      seen: true,
      turn: 'seller',
      sentAt: '2026-11-24T15:00:00.000Z',
      respondBy: '2026-11-26T15:00:00.000Z',
      money: {
        offerPrice: 45_000_000,
        balance: 40_000_000,
        deposits: [
          { deposit: 3_000_000, dueAfter: 'signed-offer', dueAt: null },
          { deposit: 2_000_000, dueAfter: 'escrow-opened', dueAt: null },
        ],
        technologyFee: 540_000,
        bookingDeposit: 108_000,
        depositDueBusinessDays: 3,
      },
      actions: [],
      counterpart: { name: 'Bo Chen', email: 'bo.chen@example.com' },
      ...overrides,
    },
  );
}

/** The GET /account reply for a reader with these profile settings (time zone, currency). */
export function readerAccount(profile: Partial<TAccount['profile']> = {}): StubRoutes {
  return { 'GET /account': { data: buildAccount({ profile: { ...buildAccount().profile, ...profile } }) } };
}

/** Renders an element (a negotiation part) at the offer view's path, and the negotiation pages, with the app's popups and snackbar. */
export function renderNegotiation(element: ReactElement | null, options: { path?: string; locale?: LocaleId } = {}) {
  const frame = (
    <>
      <Outlet />
      <PopupHost />
      <SnackbarHost />
    </>
  );
  return renderWithApp(null, {
    path: options.path ?? viewPath({ _id: OFFER_ID, status: 'sent' }),
    locale: options.locale,
    routes: [
      {
        element: frame,
        children: [
          { path: '/view/:status/:view/:offer', element },
          { path: '/dashboard/offers/:offer/Negotiation/:page', element: <NegotiationPage viewPath={viewPath} /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
  });
}
