import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
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
});
