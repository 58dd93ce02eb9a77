import { MESSAGES } from '@app/shared/messages/messages';
import type { TVodVerification } from '@app/shared/vod/vod.schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi, type StubRoutes } from '../../../../test/stub-api';
import VodVerificationPage from './vod-verification-page';

const routes = [{ path: '/vod/verification', element: <VodVerificationPage /> }];
const request: TVodVerification = {
  buyerName: 'Mei Lin',
  bankName: 'First Bay Bank',
  accounts: [{ accountName: 'Savings', accountType: 'savings', numberEnding: '6789' }],
  amount: { amount: 60_000_000, currency: 'USD' },
  locale: 'en-us',
  expiresAt: '2026-12-03T10:00:00.000Z',
};

function visit(extra: StubRoutes = {}, path = '/vod/verification?token=tok-123') {
  const fetchMock = stubApi({ 'GET /vod/verification': { data: request }, ...extra });
  return { fetchMock, view: renderWithApp(null, { path, routes }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the bank officer answers a VOD request by the mailed link, without an account', () => {
  it('shows the buyer, the accounts by their last 4 digits and the amount; refuses an incomplete answer keeping what was typed; records the answer', async () => {
    const { fetchMock, view } = visit({
      'POST /vod/verification': { data: { status: 'verified', answeredAt: '2026-12-02T10:00:00.000Z' } },
    });
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification of deposit' })).toBeInTheDocument();
    expect(await screen.findByText('Mei Lin')).toBeInTheDocument();
    expect(screen.getByText('$600,000.00')).toBeInTheDocument();
    expect(screen.getByText('Savings · Savings · ending in 6789')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ray Ortiz');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    // Nothing is sent; the missing answer and signature are named, and the name stays as typed.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(MESSAGES.required);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ray Ortiz');

    await user.click(screen.getByRole('radio', { name: 'Yes, the funds are there' }));
    await user.click(screen.getByRole('radio', { name: 'Type my name' }));
    await user.type(screen.getByRole('textbox', { name: 'Your full name, as your signature' }), 'Ray Ortiz');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText(/the funds are verified/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post).body).toEqual({
      token: 'tok-123',
      answer: 'verified',
      officerName: 'Ray Ortiz',
      signature: { method: 'typed', typedName: 'Ray Ortiz' },
    });
  });

  it('keeps the answer on screen when sending fails, with the reason', async () => {
    const { view } = visit({ 'POST /vod/verification': { status: 409, code: 'VOD_LINK_USED', message: MESSAGES.vodLinkUsed } });
    await view;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'No, the funds are not there' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ray Ortiz');
    await user.click(screen.getByRole('radio', { name: 'Type my name' }));
    await user.type(screen.getByRole('textbox', { name: 'Your full name, as your signature' }), 'Ray Ortiz');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText(MESSAGES.vodLinkUsed)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No, the funds are not there' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ray Ortiz');
  });

  it('opens in the language the buyer picked for the bank', async () => {
    await visit({ 'GET /vod/verification': { data: { ...request, locale: 'zh-Hant' } } }).view;
    expect(await screen.findByRole('heading', { level: 1, name: '存款驗證' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '是，資金充足' })).toBeInTheDocument();
  });

  it.each([
    ['VOD_LINK_USED', 409, MESSAGES.vodLinkUsed, 'Already answered'],
    ['VOD_LINK_EXPIRED', 410, MESSAGES.vodLinkExpired, 'This link has expired'],
    ['VOD_LINK_INVALID', 404, MESSAGES.vodLinkInvalid, 'This link is not valid'],
  ])('a %s link says so and offers no form', async (code, status, message, title) => {
    await visit({ 'GET /vod/verification': { status, code, message } }).view;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Send the answer' })).not.toBeInTheDocument();
  });

  it('a link without a token is not valid, in the reader’s language', async () => {
    const { fetchMock, view } = visit({}, '/vod/verification');
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/vod/verification'))).toBe(false);
  });
});
