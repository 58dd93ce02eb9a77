import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { buildProperty, PROPERTY_ID } from '../property.fixture';
import { renderPropertyPage } from '../test-helpers';

vi.mock('../components/map/leaflet-map', () => ({ mountMap: () => () => undefined }));

const REPORTS = `POST /properties/${PROPERTY_ID}/reports`;

// The dialog loads on the first click; load it once up front so each test waits for the page only.
beforeAll(() => import('../components/report/report-listing-dialog'));
beforeEach(() => {
  resetStores();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
  return screen.findByRole('dialog', { name: 'Report this listing' }, { timeout: 5000 });
}

describe('Report this listing (decision 082)', () => {
  it('a visitor picks a reason, may add details and an email, and is thanked', async () => {
    const { fetchMock } = await renderPropertyPage({
      routes: { [REPORTS]: { data: { _id: '00000000-0000-4000-8000-00000000f001' } } },
    });
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('radio', { name: 'Suspected scam or fraud' }));
    await user.type(within(dialog).getByLabelText('More details (optional)'), 'Asks for a deposit by wire');
    await user.type(within(dialog).getByLabelText('Your email (optional)'), 'wei@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(snackTexts()).toContain('Thank you. Your report was sent and our team will review this listing.'));
    expect(bodyOf(fetchMock, REPORTS)).toEqual({
      reason: 'scam',
      details: 'Asks for a deposit by wire',
      email: 'wei@example.com',
      locale: 'en-us',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs a reason, and details for Other, before sending anything', async () => {
    const { fetchMock } = await renderPropertyPage({ routes: { [REPORTS]: { data: { _id: PROPERTY_ID } } } });
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('group', { name: 'What is wrong?' })).toHaveTextContent(MESSAGES.required);
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByLabelText('More details')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    expect(callsTo(fetchMock, REPORTS)).toBe(0);
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    const account = buildAccount();
    const { fetchMock } = await renderPropertyPage({
      account,
      routes: { [REPORTS]: { status: 409, code: 'LISTING_ALREADY_REPORTED', message: MESSAGES.listingAlreadyReported } },
    });
    const dialog = await openDialog();
    const user = userEvent.setup();
    // A signed-in reader is reached at their account's email: no email field.
    expect(within(dialog).queryByLabelText('Your email (optional)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Already sold or not available' }));
    await user.type(within(dialog).getByLabelText('More details (optional)'), 'Sold last month');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.listingAlreadyReported);
    expect(within(dialog).getByRole('radio', { name: 'Already sold or not available' })).toBeChecked();
    expect(within(dialog).getByLabelText('More details (optional)')).toHaveValue('Sold last month');
    expect(bodyOf(fetchMock, REPORTS)).toEqual({ reason: 'not-available', details: 'Sold last month', locale: 'en-us' });
  });

  it('is not offered to the owner', async () => {
    await renderPropertyPage({ listing: buildProperty({ viewer: { ...buildProperty().viewer, owner: true } }) });
    expect(await screen.findByRole('link', { name: 'Edit listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });
});
