import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubReply } from '../../../../test/stub-api';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { toSessionAccount } from '../../../lib/session/store-account';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import VerificationPage from './verification-page';

const routes = [
  {
    path: '/verification/:id',
    element: (
      <StrictMode>
        <VerificationPage />
      </StrictMode>
    ),
  },
  { path: '*', element: <p>Another page</p> },
];

function visit(reply: StubReply) {
  const fetchMock = stubApi({ 'POST /account/verify/tok-123': reply });
  return { fetchMock, view: renderWithApp(null, { path: '/verification/tok-123', routes }) };
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('verification page', () => {
  it('verifies once on arrival, refreshes the session and continues to the account profile', async () => {
    useSessionStore.getState().signIn(toSessionAccount(buildAccount({ verified: false })));
    const { fetchMock, view } = visit({ data: buildAccount({ verified: true }) });
    const { router } = await view;
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is verified' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /account/verify/tok-123')).toBe(1);
    expect(useSessionStore.getState().account?.verified).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account/profile'));
  });

  it('continues to the route the person was stopped at, when there is one', async () => {
    usePopupStore.getState().openPopup('verifyRequired', { continueTo: '/dashboard/wallet' });
    usePopupStore.getState().close();
    const { view } = visit({ data: buildAccount() });
    const { router } = await view;
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
  });

  it('shows why a link failed and offers a signed-in person a new link', async () => {
    useSessionStore.getState().signIn(toSessionAccount(buildAccount({ verified: false })));
    await visit({ status: 400, code: 'VERIFICATION_INVALID', message: MESSAGES.verificationLinkInvalid }).view;
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not verify your account' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This verification link is not valid: it may be incomplete, expired or already used.',
    );
    expect(screen.getByRole('button', { name: 'Send a new verification link' })).toBeInTheDocument();
  });

  it('offers a visitor whose link failed a way to log in, coming back here', async () => {
    await visit({ status: 400, code: 'VERIFICATION_INVALID', message: MESSAGES.verificationLinkInvalid }).view;
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to get a new link' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: '/verification/tok-123' });
    expect(screen.queryByRole('button', { name: 'Send a new verification link' })).not.toBeInTheDocument();
  });

  it('shows the failure in Spanish for Spanish readers', async () => {
    stubApi({ 'POST /account/verify/tok-123': { status: 400, code: 'VERIFICATION_INVALID', message: MESSAGES.verificationLinkInvalid } });
    const { i18n } = await renderWithApp(null, { path: '/verification/tok-123', routes, locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos verificar tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.getFixedT('es', 'messages')('verificationLinkInvalid'));
  });
});
