import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi } from '../../../../test/stub-api';
import EbookPage from './ebook-page';

afterEach(() => vi.unstubAllGlobals());

const SUBSCRIBED = { 'POST /email/subscribe': { data: { subscribed: true } } };

describe('e-book landing page', () => {
  it('has its own header with the logo linking home, and a table of contents of readable chapters', async () => {
    stubApi(SUBSCRIBED);
    await renderWithApp(<EbookPage />, { path: '/ebook' });
    await screen.findByRole('heading', { level: 1, name: 'The Cross-Border Home Buyer’s Handbook' });
    expect(screen.getByRole('link', { name: 'Terranest home page' })).toHaveAttribute('href', '/');
    const contents = screen.getByRole('navigation', { name: 'Chapters' });
    const links = contents.querySelectorAll('a');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('subscribes a valid email with the reader’s locale and confirms', async () => {
    const fetchMock = stubApi(SUBSCRIBED);
    const user = userEvent.setup();
    await renderWithApp(<EbookPage />, { path: '/ebook', locale: 'zh-Hant' });
    await user.type(await screen.findByLabelText('電子郵件地址'), 'Buyer@Example.com');
    await user.click(screen.getByRole('button', { name: '寄新章節給我' }));
    expect(await screen.findByRole('status')).toHaveTextContent('請查看您的信箱');
    const request = sentBody(fetchMock);
    expect(request.url).toBe('/api/v1/email/subscribe');
    expect(request.body).toEqual({ email: 'buyer@example.com', locale: 'zh-Hant' });
  });

  it("rejects an invalid email with 'Please enter a valid email.' before sending", async () => {
    const fetchMock = stubApi(SUBSCRIBED);
    const user = userEvent.setup();
    await renderWithApp(<EbookPage />, { path: '/ebook' });
    await user.type(await screen.findByLabelText('Email address'), 'buyer@example');
    await user.click(screen.getByRole('button', { name: 'Send me new chapters' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
