import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi } from '../../../../test/stub-api';
import { useSnackbarStore } from '../../../lib/snackbar/snackbar-store';
import { Footer } from './footer';

afterEach(() => {
  vi.unstubAllGlobals();
  useSnackbarStore.setState({ snacks: [] });
});

function statesList() {
  const section = screen.getByRole('region', { name: 'Homes by state' });
  return within(section).getAllByRole('link');
}

describe('Footer', () => {
  it('shows 5 states, then 5 more per "More states" click', async () => {
    await renderWithApp(<Footer />);
    expect(statesList()).toHaveLength(5);
    expect(statesList()[0]).toHaveAttribute('href', '/results?searchThis=Alabama');
    await userEvent.click(screen.getByRole('button', { name: 'More states' }));
    expect(statesList()).toHaveLength(10);
  });

  it('links each top city to a Results search for "City, ST", with Houston, Dallas and San Francisco behind More', async () => {
    await renderWithApp(<Footer />);
    expect(screen.getByRole('link', { name: 'Miami, FL' })).toHaveAttribute('href', '/results?searchThis=Miami%2C%20FL');
    expect(screen.getByRole('link', { name: 'Los Angeles, CA' })).toHaveAttribute('href', '/results?searchThis=Los%20Angeles%2C%20CA');
    expect(screen.queryByRole('link', { name: 'Houston, TX' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More cities' }));
    expect(screen.getByRole('link', { name: 'San Francisco, CA' })).toHaveAttribute('href', '/results?searchThis=San%20Francisco%2C%20CA');
  });

  it('links each of the five mortgage topics to a Results search opening that tool', async () => {
    await renderWithApp(<Footer />);
    expect(screen.getByRole('link', { name: 'Mortgage Overview' })).toHaveAttribute('href', '/results?mortgage=overview');
    expect(screen.getByRole('link', { name: 'Get Pre-Qualified' })).toHaveAttribute('href', '/results?mortgage=pre-qualified');
    expect(screen.getByRole('link', { name: 'Mortgage Rates' })).toHaveAttribute('href', '/results?mortgage=rates');
    expect(screen.getByRole('link', { name: 'Refinance Rates' })).toHaveAttribute('href', '/results?mortgage=refinance-rates');
    expect(screen.getByRole('link', { name: 'Mortgage Calculator' })).toHaveAttribute('href', '/results?mortgage=calculator');
  });

  it('opens Terms & Conditions in a new tab with rel="noopener"', async () => {
    await renderWithApp(<Footer />);
    const terms = screen.getByRole('link', { name: /Terms & Conditions/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('target');
  });

  it('opens social links in a new tab and names them', async () => {
    await renderWithApp(<Footer />);
    const wechat = screen.getByRole('link', { name: 'WeChat (opens in a new tab)' });
    expect(wechat).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a scannable QR code with a text alternative for each app store', async () => {
    await renderWithApp(<Footer />);
    const qr = await screen.findByRole('img', { name: /QR code: scan to open the App Store/ });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('img', { name: /QR code: scan to open Google Play/ })).toBeInTheDocument();
  });

  it('names each store badge with the words it shows, so a voice command of what is seen finds it (WCAG 2.5.3)', async () => {
    await renderWithApp(<Footer />);
    for (const name of ['Download on the App Store (opens in a new tab)', 'Get it on Google Play (opens in a new tab)']) {
      const badge = screen.getByRole('link', { name });
      expect(name).toContain(badge.textContent?.replace(/\s+/g, ' ').trim());
    }
  });

  it('draws no QR codes on a phone, where the badges themselves open the stores', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query !== '(min-width: 600px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderWithApp(<Footer />);
    expect(await screen.findByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toBeVisible();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it("says 'Please enter a valid email.' for a bad address and sends nothing", async () => {
    const fetchMock = stubApi({});
    await renderWithApp(<Footer />);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the invalid-email message in Spanish when the page is in Spanish', async () => {
    const { i18n } = await renderWithApp(<Footer />, { locale: 'es' });
    expect(i18n.exists('messages:emailInvalid')).toBe(true);
    const spanish = i18n.t('messages:emailInvalid');
    expect(spanish).not.toBe('Please enter a valid email.');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(await screen.findByText(spanish)).toBeInTheDocument();
  });

  it('keeps the typed address and shows the server message when subscribing fails', async () => {
    stubApi({ 'POST /email/subscribe': { status: 500, message: 'An error has occured' } });
    const { i18n } = await renderWithApp(<Footer />);
    expect(i18n.exists('messages:anErrorHasOccured')).toBe(true);
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(i18n.t('messages:anErrorHasOccured'))).toBeInTheDocument();
    expect(input).toHaveValue('ana@example.com');
  });

  it('subscribes with the address and language, thanks the reader and empties the box', async () => {
    const fetchMock = stubApi({ 'POST /email/subscribe': { data: { subscribed: true } } });
    await renderWithApp(<Footer />);
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, '  Ana@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(input).toHaveValue(''));
    expect(sentBody(fetchMock).body).toEqual({ email: 'ana@example.com', locale: 'en-us' });
    expect(useSnackbarStore.getState().snacks[0]).toMatchObject({
      kind: 'success',
      message: 'Almost done: open the link we just emailed you to confirm your subscription.',
    });
  });
});
