import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import AdvicePage from './advice-page';

describe('advice', () => {
  it('says the guides are general information, not legal advice', async () => {
    await renderWithApp(<AdvicePage />, { path: '/advice' });
    expect(await screen.findByRole('note')).toHaveTextContent('not legal, tax or financial advice');
  });

  it('a category chip shows only that audience’s guides and is marked pressed', async () => {
    const user = userEvent.setup();
    await renderWithApp(<AdvicePage />, { path: '/advice' });
    const all = (await screen.findAllByRole('article')).length;
    const sellers = screen.getByRole('button', { name: 'Sellers' });
    await user.click(sellers);
    expect(sellers).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All guides' })).toHaveAttribute('aria-pressed', 'false');
    const shown = screen.getAllByRole('article');
    expect(shown.length).toBeLessThan(all);
    expect(screen.getByRole('article', { name: 'Preparing photos that sell' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '1031 exchanges and the 3.3% withholding' })).not.toBeInTheDocument();
  });
});
