import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { readCookie } from '../../lib/visitor/visitor';
import { COOKIE_CHOICE_KEY, CookieBanner, isIosDevice } from './cookie-banner';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

const chosen = () => readCookie(document.cookie, COOKIE_CHOICE_KEY);

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${COOKIE_CHOICE_KEY}=; max-age=0; path=/`;
});
afterEach(() => vi.restoreAllMocks());

describe('CookieBanner', () => {
  it('is not shown on an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    await renderWithApp(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('treats iPhone, iPod, iPad and a touch-screen "Mac" (iPadOS) as iOS, and a desktop Mac or Windows PC as not', () => {
    expect(isIosDevice(IPHONE, 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X)', 5)).toBe(true);
    expect(isIosDevice(MAC, 5)).toBe(true);
    expect(isIosDevice(MAC, 0)).toBe(false);
    expect(isIosDevice(WINDOWS, 10)).toBe(false);
  });

  it('is shown elsewhere, links to the terms, and once dismissed stays away', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WINDOWS);
    const first = await renderWithApp(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie notice' });
    expect(screen.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('href', '/terms');
    await userEvent.click(screen.getByRole('button', { name: 'Only essential' }));
    expect(banner).not.toBeInTheDocument();
    expect(chosen()).toBe('essential');
    first.unmount();

    await renderWithApp(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('remembers Accept as consent to all cookies', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WINDOWS);
    await renderWithApp(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(chosen()).toBe('all');
  });

  it('keeps an answer given before it was a cookie: the banner stays away and the answer moves into the cookie', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WINDOWS);
    localStorage.setItem(COOKIE_CHOICE_KEY, 'essential');
    await renderWithApp(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(chosen()).toBe('essential');
  });
});
