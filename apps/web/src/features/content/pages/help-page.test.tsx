import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import HelpPage from './help-page';

describe('help centre', () => {
  it('the search box narrows the topics and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderWithApp(<HelpPage />, { path: '/help' });
    const search = await screen.findByRole('searchbox', { name: 'Search help topics' });
    const before = screen.getAllByRole('heading', { level: 2 }).length;
    await user.type(search, 'refund');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeLessThan(before);
    expect(screen.getByRole('heading', { name: 'Ordering appraisals, inspections and media' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'submarine');
    expect(screen.getByText('No matching topics. Try another word, or contact us below.')).toBeInTheDocument();
  });

  it('topics link to the FAQ, contact, feedback and information pages', async () => {
    await renderWithApp(<HelpPage />, { path: '/help' });
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/faq#offers', '/contact', '/feedback', '/information/buyer']));
  });
});
