import { MESSAGES } from '@app/shared/messages/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { buildCheckout } from '../../../../test/fixtures/payments.fixture';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import { useSessionStore } from '../../../lib/session/session-store';
import { toSessionAccount } from '../../../lib/session/store-account';
import { buildMembership, buildPlanOffers, buildServiceAreas } from '../../../../test/fixtures/professionals.fixture';
import { ACCOUNT_ID, buildDraftProfile } from '../professional-signup.fixture';
import ProfessionalSignupPage from './professional-signup-page';

/** The service areas' section the app composes in (the memberships' own, tested with it). */
function ServiceAreasPart({ canAdd }: { canAdd: boolean }) {
  return <p>{canAdd ? 'Service areas: adding open' : 'Service areas: adding closed'}</p>;
}
const page = <ProfessionalSignupPage parts={{ serviceAreas: ServiceAreasPart }} />;

const routes = [
  { path: '/professional/register', element: page },
  { path: '/professional/edit/:id', element: page },
  { path: '/checkout/:checkoutId', element: <h1>Checkout page</h1> },
  { path: '/dashboard/professional/verify', element: <h1>Verification page</h1> },
];

function api(routes: StubRoutes = {}) {
  return stubApi({
    'GET /account': { data: buildAccount() },
    'GET /professionals/me': { data: null },
    'GET /memberships/mine': { data: null },
    'GET /memberships/plans': { data: buildPlanOffers() },
    'GET /memberships/mine/service-areas': { data: buildServiceAreas({ areas: [], used: 0, allowed: 0, remaining: 0 }) },
    ...routes,
  });
}

async function open(path = '/professional/register') {
  useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
  const rendered = await renderWithApp(null, { path, routes });
  await screen.findByRole('heading', { level: 2, name: /^Step \d of 5/ });
  return rendered;
}

const stepTab = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Professional sign-up steps' })).getByRole('button', { name });

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Professional sign-up: Your information', { timeout: 15_000 }, () => {
  it("an empty Save and continue shows the spec's messages word for word and saves nothing", async () => {
    const fetchMock = api();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText(MESSAGES.enterValidFirstName)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.enterValidLastName)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.monthDayYearRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.selectAtLeastOneItem)).toBeInTheDocument();
    expect(screen.getByLabelText('Profession')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name (as on your ID)')).toHaveAttribute('aria-invalid', 'true');
    expect(stepTab(/Your information/)).toHaveAccessibleName(/has errors/);
    expect(callsTo(fetchMock, 'PUT /professionals/me/information')).toBe(0);
  });

  it("a month past 12 says 'Enter a valid month', a year before 1900 'Enter a valid year', a first name with digits 'Enter a valid first name'", async () => {
    api();
    await open();
    await userEvent.type(screen.getByLabelText('First name (as on your ID)'), 'Ana3');
    await userEvent.type(screen.getByLabelText('Month'), '13');
    await userEvent.type(screen.getByLabelText('Day'), '1');
    await userEvent.type(screen.getByLabelText('Year'), '1850');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText(MESSAGES.enterValidMonth)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.enterValidFirstName)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Month'));
    await userEvent.type(screen.getByLabelText('Month'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(MESSAGES.enterValidYear)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.enterValidMonth)).not.toBeInTheDocument();
  });

  it("counts About me's words as they are typed and refuses the 801st with 'At most 800 words'", async () => {
    api();
    await open();
    const aboutMe = screen.getByLabelText('About me');
    fireEvent.change(aboutMe, { target: { value: 'Licensed appraiser since 2004' } });
    expect(screen.getByText('4 of 800 words')).toBeInTheDocument();

    fireEvent.change(aboutMe, { target: { value: Array.from({ length: 800 }, () => 'word').join(' ') } });
    fireEvent.blur(aboutMe);
    expect(await screen.findByText('800 of 800 words')).toBeInTheDocument();
    expect(screen.queryByText('At most 800 words')).not.toBeInTheDocument();

    fireEvent.change(aboutMe, { target: { value: Array.from({ length: 801 }, () => 'word').join(' ') } });
    expect(await screen.findByText('At most 800 words')).toBeInTheDocument();
    expect(screen.getByText('801 of 800 words')).toBeInTheDocument();
    expect(aboutMe).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves a complete step whole and opens Company information', async () => {
    const fetchMock = api({
      'GET /professionals/me': { data: buildDraftProfile() },
      'PUT /professionals/me/information': { data: buildDraftProfile() },
    });
    await open();
    expect(screen.getByLabelText('First name (as on your ID)')).toHaveValue('Ana');
    expect(screen.getByRole('link', { name: 'id-front.pdf' })).toHaveAttribute('href', 'https://files.example.com/id-front.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 5: Company information' })).toHaveFocus();
    expect(bodyOf(fetchMock, 'PUT /professionals/me/information')).toMatchObject({
      profession: 'appraiser',
      governmentId: { firstName: 'Ana', dateOfBirth: { month: 4, day: 12, year: 1985 } },
      spokenLanguages: ['en', 'es'],
      documents: { governmentId: ['00000000-0000-4000-8000-0000000000d1'] },
    });
    expect(stepTab(/Company information/)).toHaveAttribute('aria-current', 'step');
  });
});

describe('Professional sign-up: refused documents', { timeout: 15_000 }, () => {
  it("shows the server's refusal of a filed document in its group, the step kept", async () => {
    api({
      'GET /professionals/me': { data: buildDraftProfile() },
      'PUT /professionals/me/information': {
        status: 400,
        message: MESSAGES.invalidInputsPleaseFix,
        fields: { 'documents.governmentId.0': MESSAGES.fileCouldNotUpload },
      },
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const group = await screen.findByRole('region', { name: 'Government ID' });
    expect(await within(group).findByText(MESSAGES.fileCouldNotUpload)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 5: Your information' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name (as on your ID)')).toHaveValue('Ana');
  });
});

describe('Professional sign-up: moving between steps', { timeout: 15_000 }, () => {
  it('keeps what was typed on a step when another step is opened and back', async () => {
    api();
    await open();
    await userEvent.type(screen.getByLabelText('First name (as on your ID)'), 'Mei');
    await userEvent.type(screen.getByLabelText('Trade membership'), 'NAR');

    await userEvent.click(stepTab(/Company information/));
    await userEvent.type(await screen.findByLabelText('Company name'), 'Mei Realty');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByLabelText('First name (as on your ID)')).toHaveValue('Mei');
    expect(screen.getByLabelText('Trade membership')).toHaveValue('NAR');
    await userEvent.click(stepTab(/Company information/));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Mei Realty');
  });

  it("keeps the company's input when the server refuses it, with its message beside the field", async () => {
    const fetchMock = api({
      'GET /professionals/me': { data: buildDraftProfile() },
      'PUT /professionals/me/company': {
        status: 400,
        message: MESSAGES.invalidInputsPleaseFix,
        fields: { website: MESSAGES.invalidInput },
      },
    });
    await open('/professional/register?step=company');
    const name = screen.getByLabelText('Company name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Lopez & Daughters');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /professionals/me/company')).toBe(1));
    expect(await screen.findByLabelText('Website')).toHaveAccessibleDescription(MESSAGES.invalidInput);
    expect(screen.getByLabelText('Company name')).toHaveValue('Lopez & Daughters');
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 5: Company information' })).toBeInTheDocument();
  });

  it("checks the website with the URL checker before saving ('Invalid Input' for a private address)", async () => {
    const fetchMock = api({ 'GET /professionals/me': { data: buildDraftProfile() } });
    await open('/professional/register?step=company');
    const website = screen.getByLabelText('Website');
    await userEvent.clear(website);
    await userEvent.type(website, 'http://192.168.1.10');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(MESSAGES.invalidInput)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /professionals/me/company')).toBe(0);
  });
});

describe('Professional sign-up: plan, payment, postal codes and submitting', { timeout: 15_000 }, () => {
  it('shows our prices before paying and opens the checkout of the chosen plan', async () => {
    const fetchMock = api({ 'POST /checkouts': { data: buildCheckout() } });
    await open('/professional/register?step=plan');
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(await screen.findByText('$590.00 a year')).toBeInTheDocument();
    expect(screen.getAllByText('50 postal codes within 30 miles')).toHaveLength(2);
    await userEvent.click(await screen.findByRole('radio', { name: 'Standard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Pay for Standard with your wallet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout page' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({
      product: { kind: 'membership-plan', ref: 'new', options: { plan: 'standard', cycle: 'yearly' } },
    });
  });

  it('coming back from the checkout shows the membership just paid for, and opens adding postal codes', async () => {
    let paid = false;
    api({ 'GET /memberships/mine': () => ({ data: paid ? buildMembership() : null }), 'POST /checkouts': { data: buildCheckout() } });
    const { router, queryClient } = await open('/professional/register?step=payment');
    // The app keeps answers fresh for 30 s (lib/query): the membership cached before paying must not be the one shown.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay for Basic with your wallet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout page' })).toBeInTheDocument();

    paid = true;
    await router.navigate('/professional/register?step=postal-codes');
    expect(await screen.findByText('Service areas: adding open')).toBeInTheDocument();
    expect(screen.queryByText('Service areas: adding closed')).not.toBeInTheDocument();
  });

  it("shows 'Paid memberships cannot be changed at this moment.' when a running plan is changed", async () => {
    api({
      'GET /memberships/mine': { data: buildMembership() },
      'POST /checkouts': { status: 409, message: MESSAGES.paidMembershipsLocked },
    });
    await open('/professional/register?step=plan');
    await userEvent.click(await screen.findByRole('radio', { name: 'Premium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay for Premium with your wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paid memberships cannot be changed at this moment.');
  });

  it('ends on the service areas, open for adding once a membership runs', async () => {
    api({ 'GET /memberships/mine': { data: buildMembership() } });
    await open('/professional/register?step=postal-codes');
    expect(screen.getByRole('heading', { level: 2, name: 'Step 5 of 5: Postal codes' })).toBeInTheDocument();
    expect(screen.getByText('Service areas: adding open')).toBeInTheDocument();
    expect(stepTab(/Postal codes/)).toHaveAttribute('aria-current', 'step');
  });

  it('keeps adding postal codes closed without a membership', async () => {
    api();
    await open('/professional/register?step=postal-codes');
    expect(screen.getByText('Service areas: adding closed')).toBeInTheDocument();
  });

  it('submits the profile for verification and goes to the verification page', async () => {
    const fetchMock = api({
      'GET /professionals/me': { data: buildDraftProfile() },
      'POST /professionals/me/submit': { data: buildDraftProfile({ status: 'submitted' }) },
    });
    const { router } = await open('/professional/register?step=postal-codes');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/professional/verify'));
    expect(callsTo(fetchMock, 'POST /professionals/me/submit')).toBe(1);
  });
});

describe('Professional sign-up: editing and promotions', { timeout: 15_000 }, () => {
  it("opens a rejected profile pre-filled with the admin's reason on top, to fix and resubmit", async () => {
    api({
      'GET /professionals/me': {
        data: buildDraftProfile({
          status: 'rejected',
          verification: { submittedAt: null, contactSupport: false, rejectionReason: 'The licence photo is unreadable.', verifiedAt: null },
        }),
      },
    });
    await open(`/professional/edit/${ACCOUNT_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your professional profile' })).toBeInTheDocument();
    expect(screen.getByText('Reason: The licence photo is unreadable.')).toBeInTheDocument();
    expect(screen.getByLabelText('Professional ID number')).toHaveValue('AP-778');
    await userEvent.click(stepTab(/Postal codes/));
    expect(await screen.findByRole('button', { name: 'Resubmit for verification' })).toBeInTheDocument();
  });

  it('shows the promotion the sign-up link came with', async () => {
    api({
      'GET /promotions/register/spring': { data: { promo: 'spring', valid: true, redirectTo: '/professional/register?promo=spring' } },
    });
    await open('/professional/register?promo=spring');
    expect(await screen.findByText('Promotion SPRING applies to your sign-up.')).toBeInTheDocument();
  });
});
