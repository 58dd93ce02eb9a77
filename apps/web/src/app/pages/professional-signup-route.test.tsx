import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import { buildMembership, buildServiceAreas } from '../../../test/fixtures/professionals.fixture';
import { bodyOf, resetStores } from '../../../test/test-helpers';
import { useSessionStore } from '../../lib/session/session-store';
import { toSessionAccount } from '../../lib/session/store-account';
import ProfessionalSignupRoute from './professional-signup-route';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Professional sign-up route', { timeout: 15_000 }, () => {
  it("ends on the membership's service postal codes: each with its country, the count left, and the server's refusal beside the field", async () => {
    const refusal = 'This ZIP code does not exist.';
    const fetchMock = stubApi({
      'GET /account': { data: buildAccount() },
      'GET /professionals/me': { data: null },
      'GET /memberships/mine': { data: buildMembership() },
      'GET /memberships/mine/service-areas': { data: buildServiceAreas() },
      'POST /memberships/mine/service-areas': { status: 400, message: refusal, fields: { postalCode: refusal } },
    });
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    await renderWithApp(null, {
      path: '/professional/register?step=postal-codes',
      routes: [{ path: '/professional/register', element: <ProfessionalSignupRoute /> }],
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Step 5 of 5: Postal codes' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your service postal codes' });
    expect(within(list).getByText(/United Kingdom/)).toBeInTheDocument();
    expect(screen.getByText('2 of 20 postal codes used; 18 left to add.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Postal code'), '00000');
    await userEvent.click(screen.getByRole('button', { name: 'Add postal code' }));
    await waitFor(() => expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(refusal));
    expect(screen.getByLabelText('Postal code')).toHaveValue('00000');
    expect(bodyOf(fetchMock, 'POST /memberships/mine/service-areas')).toEqual({ country: 'us', postalCode: '00000' });
    expect(screen.getByRole('button', { name: 'Submit for verification' })).toBeInTheDocument();
  });
});
