import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import { buildListing, COMPLETE_DRAFT, LISTING_ID } from '../listing-wizard.fixture';
import { renderWizard } from '../test-helpers';

const PUT = `PUT /properties/${LISTING_ID}`;

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Listing wizard: Terms & Conditions', { timeout: 15_000 }, () => {
  it('takes a finder fee in percent of the sale price, and saves it with the step', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: buildAccount() },
      [`GET /properties/${LISTING_ID}/edit`]: { data: buildListing(COMPLETE_DRAFT) },
      [PUT]: (body) => ({ data: buildListing({ ...COMPLETE_DRAFT, ...(body as TListingDraft) }) }),
    });
    renderWizard(`/dashboard/listings/${LISTING_ID}/edit?step=terms`);
    const user = userEvent.setup();
    const fee = await screen.findByLabelText('Finder fee (percent of the sale price)', {}, { timeout: 5000 });
    await user.type(fee, '2.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(fetchMock, PUT)).toBe(1));
    expect(bodyOf(fetchMock, PUT)).toEqual({ finderFeePercent: 2.5 });
  });
});
