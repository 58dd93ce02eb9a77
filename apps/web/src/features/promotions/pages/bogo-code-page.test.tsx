import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { buildMembership } from '../../../../test/fixtures/professionals.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import type { LocaleId } from '../../../lib/i18n/locales';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { toSessionAccount } from '../../../lib/session/store-account';
import BogoCodePage from './bogo-code-page';

const CODE = 'K7QM2XWP9RTD';
const available = { data: { code: 'K7QM-2XWP-9RTD', plan: 'plus', cycle: 'yearly', available: true } };

async function showCode(routes: StubRoutes, options: { path?: string; locale?: LocaleId } = {}) {
  const fetchMock = stubApi(routes);
  await renderWithApp(null, {
    path: options.path ?? `/buy-one-get-one/${CODE}`,
    locale: options.locale,
    routes: [{ path: '/buy-one-get-one/:code', element: <BogoCodePage /> }],
  });
  return fetchMock;
}

const signIn = (professional = false) =>
  useSessionStore.getState().signIn(toSessionAccount(buildAccount({ roles: { professional, admin: false } })));

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Buy-one-get-one code page', () => {
  it('asks a visitor to sign up or log in, and continues on this page afterwards', async () => {
    const user = userEvent.setup();
    await showCode({ [`GET /promotions/buy-one-get-one/${CODE}`]: available });
    expect(await screen.findByRole('heading', { level: 2, name: 'Code K7QM-2XWP-9RTD' })).toBeInTheDocument();
    expect(screen.getByText('Sign up or log in to redeem this code. You come back here afterwards.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: `/buy-one-get-one/${CODE}` });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'signup', continueTo: `/buy-one-get-one/${CODE}` });
  });

  it('a signed-in new user redeems the code for a free Annual Plus and is led to complete a professional profile', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchMock = await showCode({
      [`GET /promotions/buy-one-get-one/${CODE}`]: available,
      [`POST /promotions/buy-one-get-one/${CODE}/redeem`]: { data: buildMembership({ plan: 'plus', cycle: 'yearly', promotional: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem my free Annual Plus' }));
    expect(await screen.findByText('Your free Annual Plus membership has started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your professional profile' })).toHaveAttribute('href', '/professional/register');
    expect(callsTo(fetchMock, `POST /promotions/buy-one-get-one/${CODE}/redeem`)).toBe(1);
  });

  it('a professional who redeems is led to the membership', async () => {
    const user = userEvent.setup();
    signIn(true);
    await showCode({
      [`GET /promotions/buy-one-get-one/${CODE}`]: available,
      [`POST /promotions/buy-one-get-one/${CODE}/redeem`]: { data: buildMembership({ plan: 'plus', cycle: 'yearly', promotional: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem my free Annual Plus' }));
    expect(await screen.findByRole('link', { name: 'Go to your membership' })).toHaveAttribute(
      'href',
      '/dashboard/professional/membership',
    );
  });

  it.each([
    ['en-us', 'Redeem my free Annual Plus', 'Sorry, this promotion only applies for new users.'],
    ['es', 'Canjear mi plan Plus anual gratis', 'Lo sentimos, esta promoción solo es válida para usuarios nuevos.'],
  ] as const)("someone who is not a new user gets the server's refusal (%s)", async (locale, button, message) => {
    const user = userEvent.setup();
    signIn();
    await showCode(
      {
        [`GET /promotions/buy-one-get-one/${CODE}`]: available,
        [`POST /promotions/buy-one-get-one/${CODE}/redeem`]: {
          status: 403,
          code: 'PROMOTION_NEW_USERS_ONLY',
          message: 'Sorry, this promotion only applies for new users.',
        },
      },
      { locale },
    );
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });

  it('a used code says so and offers no redemption', async () => {
    signIn();
    await showCode({ [`GET /promotions/buy-one-get-one/${CODE}`]: { data: { ...available.data, available: false } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This promotion code has already been used.');
    expect(screen.queryByRole('button', { name: 'Redeem my free Annual Plus' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About the promotion' })).toHaveAttribute('href', '/buy-one-get-one');
  });

  it('an unknown code shows the server message', async () => {
    await showCode({
      [`GET /promotions/buy-one-get-one/${CODE}`]: {
        status: 404,
        code: 'PROMOTION_CODE_INVALID',
        message: 'This promotion code is not valid.',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This promotion code is not valid.');
  });

  it('a link that cannot be a code is not valid, without asking the server', async () => {
    const fetchMock = await showCode({}, { path: '/buy-one-get-one/nope' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This promotion code is not valid.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
