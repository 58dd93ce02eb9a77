import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOwnProfile } from '../../../../test/fixtures/professionals.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import type { LocaleId } from '../../../lib/i18n/locales';
import { PopupHost } from '../../../app/popups/popup-host';
import VerifyPage from './verify-page';

const NOW = new Date('2026-03-02T10:00:00.000Z');

async function showVerify(profile: ReturnType<typeof buildOwnProfile> | null, locale: LocaleId = 'en-us') {
  stubApi({ 'GET /professionals/me': { data: profile } });
  await renderWithApp(<VerifyPage />, { path: '/dashboard/professional/verify', locale });
  return screen.findByRole('region', { name: /Your profile|您的檔案/ });
}

beforeEach(() => {
  resetStores();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Professional verification page', () => {
  it('a professional turns the profile off after confirming; the page then says it is off', async () => {
    const verified = buildOwnProfile({ status: 'verified', actions: ['turn-off'] });
    let off = false;
    const fetchMock = stubApi({
      'GET /professionals/me': () => ({ data: off ? { ...verified, status: 'off', actions: ['reopen'] } : verified }),
      [`DELETE /account/professional/${verified._id}`]: () => {
        off = true;
        return { data: { done: true } };
      },
    });
    await renderWithApp(
      <>
        <VerifyPage />
        <PopupHost />
      </>,
      { path: '/dashboard/professional/verify' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off my professional profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off your professional profile?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(callsTo(fetchMock, `DELETE /account/professional/${verified._id}`)).toBe(1);
    expect(
      await screen.findByText(/Your professional profile is turned off\. Your account, listings and offers are kept/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off my professional profile' })).not.toBeInTheDocument();
  });

  it('a person without a profile is sent to professional sign-up', async () => {
    stubApi({ 'GET /professionals/me': { data: null } });
    await renderWithApp(<VerifyPage />, { path: '/dashboard/professional/verify' });
    expect(await screen.findByRole('link', { name: 'Sign up as a professional' })).toHaveAttribute('href', '/professional/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Professional verification' })).toBeInTheDocument();
  });

  it('a submitted profile shows when it was submitted and the hours left of the 3-day promise', async () => {
    const panel = await showVerify(buildOwnProfile());
    expect(panel).toHaveTextContent('Waiting for verification');
    expect(panel).toHaveTextContent(/Submitted on Mar 1, 2026/);
    // Submitted 24 hours ago: 48 of the 72 hours are left.
    expect(panel).toHaveTextContent('About 48 hours left.');
    expect(screen.queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
  });

  it('after 3 days of waiting it tells the professional to contact support, with a link to /contact', async () => {
    const panel = await showVerify(
      buildOwnProfile({
        status: 'resubmitted',
        verification: { submittedAt: '2026-02-26T09:00:00.000Z', contactSupport: true, rejectionReason: null, verifiedAt: null },
      }),
    );
    expect(panel).toHaveTextContent('Your verification is taking longer than 3 days. Please contact support.');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(panel).not.toHaveTextContent('hours left');
  });

  it('the 3 days running out while the page is open also says contact support', async () => {
    const panel = await showVerify(
      buildOwnProfile({
        verification: { submittedAt: '2026-02-27T09:59:00.000Z', contactSupport: false, rejectionReason: null, verifiedAt: null },
      }),
    );
    expect(panel).toHaveTextContent('Please contact support.');
  });

  it("a rejected profile shows the admin's reason and a link to fix it", async () => {
    const panel = await showVerify(
      buildOwnProfile({
        status: 'rejected',
        verification: {
          submittedAt: '2026-03-01T10:00:00.000Z',
          contactSupport: false,
          rejectionReason: 'The licence number does not match the document.',
          verifiedAt: null,
        },
      }),
    );
    expect(panel).toHaveTextContent('Needs changes');
    expect(panel).toHaveTextContent('The licence number does not match the document.');
    expect(screen.getByRole('link', { name: 'Fix your profile' })).toHaveAttribute(
      'href',
      '/professional/edit/00000000-0000-4000-8000-000000000001',
    );
  });

  it('a verified profile says so and leads to the membership', async () => {
    const panel = await showVerify(
      buildOwnProfile({
        status: 'verified',
        verification: {
          submittedAt: '2026-03-01T10:00:00.000Z',
          contactSupport: false,
          rejectionReason: null,
          verifiedAt: '2026-03-02T08:00:00.000Z',
        },
      }),
    );
    expect(panel).toHaveTextContent('Verified');
    expect(screen.getByRole('link', { name: 'Go to your membership' })).toHaveAttribute('href', '/dashboard/professional/membership');
  });

  it('a draft asks to finish the profile', async () => {
    const panel = await showVerify(
      buildOwnProfile({
        status: 'draft',
        verification: { submittedAt: null, contactSupport: false, rejectionReason: null, verifiedAt: null },
      }),
    );
    expect(panel).toHaveTextContent('Not submitted');
    expect(screen.getByRole('link', { name: 'Finish your profile' })).toBeInTheDocument();
  });

  it('reads in Traditional Chinese', async () => {
    const panel = await showVerify(buildOwnProfile(), 'zh-Hant');
    expect(panel).toHaveTextContent('等待驗證');
    expect(panel).toHaveTextContent('約剩 48 小時。');
  });
});
