import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import type { TMedia } from '@app/shared/media/media.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { buildMedia } from '../../../../test/fixtures/media.fixture';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import { buildListing, COMPLETE_DRAFT, LISTING_ID, photoId } from '../listing-wizard.fixture';
import { renderWizard } from '../test-helpers';

const PUT = `PUT /properties/${LISTING_ID}`;

function openMedia(draft: TListingDraft, paidTermMonths: number | null = null, documents: { media: TMedia; title: string | null }[] = []) {
  const plan = { termMonths: paidTermMonths, publishedAt: null, expiresAt: null, expiringSoon: false };
  const fetchMock = stubApi({
    'GET /account': { data: buildAccount() },
    [`GET /properties/${LISTING_ID}/edit`]: { data: buildListing(draft, { plan, documents }) },
    [PUT]: (body) => ({ data: buildListing({ ...draft, ...(body as TListingDraft) }) }),
  });
  return { fetchMock, view: renderWizard(`/dashboard/listings/${LISTING_ID}/edit?step=media`) };
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Listing wizard: Media & Documents', { timeout: 15_000 }, () => {
  it('stops uploads at 20 photos on the 3-month plan, saying why', async () => {
    const photos = Array.from({ length: 20 }, (_, i) => ({ mediaId: photoId(i + 1) }));
    openMedia({ ...COMPLETE_DRAFT, photos, termMonths: 3 });
    expect(await screen.findByText('20 of 20 photos')).toBeInTheDocument();
    const picker = screen.getByLabelText('Add photos');
    expect(picker).toBeDisabled();
    expect(picker).toHaveAccessibleDescription('You have reached the limit of 20 photos for this plan.');
  });

  it('counts a paid listing against the plan paid for (3 months: 20), not the plan the draft names', async () => {
    const photos = Array.from({ length: 20 }, (_, i) => ({ mediaId: photoId(i + 1) }));
    openMedia({ ...COMPLETE_DRAFT, photos, termMonths: 6 }, 3);
    expect(await screen.findByText('20 of 20 photos')).toBeInTheDocument();
    expect(screen.getByLabelText('Add photos')).toBeDisabled();
  });

  it('reorders photos with the keyboard buttons (the first is the cover) and saves the new order on the next step', async () => {
    const photos = [{ mediaId: photoId(1), caption: 'Front' }, { mediaId: photoId(2) }];
    const { fetchMock } = openMedia({ ...COMPLETE_DRAFT, photos });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move down photo 1' }));
    expect(screen.getByRole('button', { name: 'Move up photo 2' })).toHaveFocus();
    const order = screen.getByRole('list', { name: 'Photos in order' });
    expect(
      within(order)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['photo 1', 'Front']);
    expect(callsTo(fetchMock, PUT)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(fetchMock, PUT)).toBe(1));
    expect(bodyOf(fetchMock, PUT)).toEqual({
      photos: [
        { mediaId: photoId(2), caption: '' },
        { mediaId: photoId(1), caption: 'Front' },
      ],
    });
  });

  it('lets a listing agent mark the exclusive listing agreement among the documents, and keeps the mark when a title changes', async () => {
    const agreementId = '7b0d6a52-1d1e-4a3b-9d55-0c3a4c7e9a01';
    const agreement = buildMedia(agreementId, {
      kind: 'document',
      contentType: 'application/pdf',
      originalName: 'agreement.pdf',
      access: 'private',
    });
    const { fetchMock } = openMedia(
      { ...COMPLETE_DRAFT, sellerRole: 'listing-agent', documents: [{ mediaId: agreementId, title: 'Agreement' }] },
      null,
      [{ media: agreement, title: 'Agreement' }],
    );
    const user = userEvent.setup();
    const mark = await screen.findByRole('checkbox', { name: 'agreement.pdf is the exclusive listing agreement' });
    expect(mark).not.toBeChecked();
    await user.click(mark);
    await user.type(screen.getByLabelText('Title of agreement.pdf'), ' (signed)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(fetchMock, PUT)).toBe(1));
    expect(bodyOf(fetchMock, PUT)).toEqual({
      documents: [{ mediaId: agreementId, title: 'Agreement (signed)', kind: 'exclusive-listing' }],
    });
  });

  it('offers no such mark to an owner selling their own home', async () => {
    const agreementId = '7b0d6a52-1d1e-4a3b-9d55-0c3a4c7e9a02';
    const file = buildMedia(agreementId, {
      kind: 'document',
      contentType: 'application/pdf',
      originalName: 'survey.pdf',
      access: 'private',
    });
    openMedia({ ...COMPLETE_DRAFT, documents: [{ mediaId: agreementId, title: 'Survey' }] }, null, [{ media: file, title: 'Survey' }]);
    expect(await screen.findByLabelText('Title of survey.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /exclusive listing agreement/ })).toBeNull();
  });
});
