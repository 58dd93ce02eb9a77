import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import InformationPage from './information-page';

const routes = [{ path: '/information/:audience', element: <InformationPage /> }];

async function renderAudience(audience: string) {
  await renderWithApp(null, { routes, path: `/information/${audience}` });
  return screen.findByRole('heading', { level: 1 });
}

describe('/information/:audience', () => {
  it('buyer: six steps, with a call to search at /results', async () => {
    expect(await renderAudience('buyer')).toHaveTextContent('Buying with Terranest');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('link', { name: 'Search homes' })).toHaveAttribute('href', '/results');
  });

  it('seller: the listing wizard, with a call to /dashboard/listings/new', async () => {
    expect(await renderAudience('seller')).toHaveTextContent('Selling with Terranest');
    for (const step of [
      'The Basics',
      'Features',
      'Media & Documents',
      'Terms & Conditions',
      'Listing Contacts',
      'Payment & Confirmation',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'List your property' })).toHaveAttribute('href', '/dashboard/listings/new');
  });

  it('professional: the five sign-up steps, with a call to /professional/register', async () => {
    expect(await renderAudience('professional')).toHaveTextContent('Terranest for professionals');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByText(/up to 3 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join as a professional' })).toHaveAttribute('href', '/professional/register');
  });

  it('any other audience, such as /information/landlord, is the not-found page', async () => {
    expect(await renderAudience('landlord')).toHaveTextContent('Page not found');
  });
});
