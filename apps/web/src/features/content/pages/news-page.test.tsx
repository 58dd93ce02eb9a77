import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import NewsPage from './news-page';

describe('news', () => {
  it('lists 6–8 dated posts, newest first, with dates written for the locale', async () => {
    await renderWithApp(<NewsPage />, { path: '/news' });
    await screen.findByRole('heading', { level: 1, name: 'News' });
    const posts = screen.getAllByRole('article');
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.length).toBeLessThanOrEqual(8);
    const dates = [...document.querySelectorAll('time')].map((time) => time.getAttribute('dateTime') ?? '');
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(screen.getByText('October 27, 2026')).toBeInTheDocument();
  });

  it('formats the dates in Traditional Chinese for zh-Hant readers', async () => {
    await renderWithApp(<NewsPage />, { path: '/news', locale: 'zh-Hant' });
    expect(await screen.findByText('2026年10月27日')).toBeInTheDocument();
  });

  it('a post expands in place to its full story', async () => {
    const user = userEvent.setup();
    await renderWithApp(<NewsPage />, { path: '/news' });
    const post = await screen.findByRole('article', { name: 'Verification of deposit now goes straight to the bank' });
    const button = post.querySelector('button')!;
    const body = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(body).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(body).toBeVisible();
  });

  it('opening /news#id shows that post already expanded', async () => {
    await renderWithApp(<NewsPage />, { path: '/news#annualPlusPromotion' });
    const post = await screen.findByRole('article', { name: 'Buy one, get one free on the Annual Plus plan' });
    expect(post.querySelector('button')).toHaveAttribute('aria-expanded', 'true');
  });
});
