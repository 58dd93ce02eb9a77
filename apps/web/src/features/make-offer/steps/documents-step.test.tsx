import type { TOfferPageBody } from '@app/shared/offers/offer-draft.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../../../test/fake-xhr';
import { buildMedia, buildSignedUpload, jpegFile } from '../../../../test/fixtures/media.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { buildBuyer, buildDraft, buildOffer, BUYER_ID, CO_BUYER_ID, COMPLETE, OFFER_ID } from '../offer-pages.fixture';
import DocumentsStep from './documents-step';
import type { TOwnershipTypeId } from '@app/shared/reference/offers';

const twoBuyers = [buildBuyer(), buildBuyer({ _id: CO_BUYER_ID, name: { first: 'Wei', last: 'Chen' }, email: 'wei@example.com' })];

async function renderFor(ownershipType: TOwnershipTypeId, result = COMPLETE, value = {}) {
  const offer = buildOffer({ buyers: twoBuyers, draft: buildDraft({ titleVesting: { ownershipType, titleHeldAs: 'As stated' } }) });
  await renderWithApp(<DocumentsStep offer={offer} value={value} onChange={vi.fn()} result={result} />);
  return offer;
}

const headings = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

describe('documents page: what each ownership type asks for', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sole ownership and joint forms: a government ID from every buyer, nothing about trusts or companies', async () => {
    await renderFor('joint-tenancy');
    expect(headings(await screen.findByRole('region', { name: 'Documents of Ana Lopez' }))).toEqual([
      'Government ID',
      'Additional documents',
    ]);
    expect(headings(screen.getByRole('region', { name: 'Documents of Wei Chen' }))).toEqual(['Government ID', 'Additional documents']);
    expect(screen.queryByText('Grant deed')).not.toBeInTheDocument();
    expect(screen.queryByText('Articles of incorporation')).not.toBeInTheDocument();
  });

  it('a living trust: each trustee their ID and the grant deed, and the trust agreement once', async () => {
    await renderFor('living-trust');
    expect(headings(await screen.findByRole('region', { name: 'Documents of Wei Chen' }))).toEqual([
      'Government ID',
      'Grant deed',
      'Additional documents',
    ]);
    expect(headings(screen.getByRole('region', { name: "The trust's documents" }))).toEqual(['Trust agreement']);
  });

  it("a company: each director's ID, then the articles or certification of incorporation and the business registration licence", async () => {
    await renderFor('company');
    expect(headings(await screen.findByRole('region', { name: 'Documents of Ana Lopez' }))).toEqual([
      'Government ID',
      'Additional documents',
    ]);
    expect(screen.getAllByText('Each director of the company gives their own ID.')).toHaveLength(2);
    expect(headings(screen.getByRole('region', { name: "The company's documents" }))).toEqual([
      'Articles of incorporation',
      'Certification of incorporation',
      'Business registration licence',
    ]);
  });

  it("shows the server's message where a required file is missing, and links stored files through the offer", async () => {
    const result = {
      complete: false,
      invalid: {},
      missing: { 'documents.1.govermentID': "Each director's ID is required when a company owns the property." },
    };
    const mediaId = '00000000-0000-4000-8000-00000000d0c1';
    await renderFor('company', result, { documents: [{ buyerId: BUYER_ID, govermentID: [mediaId] }] });
    const wei = await screen.findByRole('region', { name: 'Documents of Wei Chen' });
    expect(within(wei).getByRole('alert')).toHaveTextContent("Each director's ID is required when a company owns the property.");
    const ana = screen.getByRole('region', { name: 'Documents of Ana Lopez' });
    expect(within(ana).getByRole('link', { name: 'File 1' })).toHaveAttribute('href', `/api/v1/offers/${OFFER_ID}/documents/${mediaId}`);
    expect(within(ana).getByLabelText('Add a file: Government ID')).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
  });

  it('files uploaded at once all land, private, whichever finishes first (an ID photo and a grant deed)', async () => {
    installFakeXhr();
    const ids: Record<string, string> = {
      'id.jpg': '00000000-0000-4000-8000-00000000d0c1',
      'deed.pdf': '00000000-0000-4000-8000-00000000d0c2',
    };
    const fetchMock = stubApi({
      'GET /images/sign': { data: buildSignedUpload() },
      'POST /images': (body) => {
        const { name } = body as { name: string };
        return { data: buildMedia(ids[name]!, { originalName: name, access: 'private' }) };
      },
    });
    const seen = vi.fn();
    const offer = buildOffer({ draft: buildDraft({ titleVesting: { ownershipType: 'living-trust', titleHeldAs: 'As trustee' } }) });
    function Harness() {
      const [value, setValue] = useState<TOfferPageBody<'documents'>>({});
      return (
        <DocumentsStep
          offer={offer}
          value={value}
          result={COMPLETE}
          onChange={(next) => {
            setValue(next);
            seen(next);
          }}
        />
      );
    }
    await renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Add a file: Government ID'), jpegFile('id.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await user.upload(screen.getByLabelText('Add a file: Grant deed'), new File(['%PDF-1.4'], 'deed.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    // The grant deed finishes first, then the ID photo.
    act(() => FakeXhr.sent[1]!.respond(200));
    await screen.findByRole('link', { name: 'deed.pdf' });
    act(() => FakeXhr.sent[0]!.respond(200));
    await screen.findByRole('link', { name: 'id.jpg' });
    expect(seen).toHaveBeenLastCalledWith({
      documents: [{ buyerId: BUYER_ID, grantDeed: [ids['deed.pdf']], govermentID: [ids['id.jpg']] }],
    });
    // The photo of an ID is asked for as a private file, like the PDF.
    const signs = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/images/sign'));
    expect(signs.map((url) => url.searchParams.get('access'))).toEqual(['private', 'private']);
  });
});

describe('documents page: files stored in an earlier visit', () => {
  it('are listed by the names they were uploaded with, as the offer gives them', async () => {
    const passport = '3f1c2b7a-9d4e-4c1a-8b2f-5e6d7c8b9a01';
    const offer = buildOffer({
      buyers: twoBuyers,
      draft: buildDraft({ titleVesting: { ownershipType: 'joint-tenancy', titleHeldAs: 'As stated' } }),
      fileNames: { [passport]: 'ana-passport.pdf' },
    });
    const value = { documents: [{ buyerId: BUYER_ID, govermentID: [passport] }] };
    await renderWithApp(<DocumentsStep offer={offer} value={value} onChange={vi.fn()} result={COMPLETE} />);
    const ana = await screen.findByRole('region', { name: 'Documents of Ana Lopez' });
    expect(within(ana).getByRole('link', { name: 'ana-passport.pdf' })).toBeInTheDocument();
    expect(within(ana).queryByText('File 1')).not.toBeInTheDocument();
  });
});
