import { MESSAGES } from '@app/shared/messages/messages';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubReply } from '../../../../test/stub-api';
import NewsletterConfirmPage from './newsletter-confirm-page';

const routes = [
  {
    path: '/newsletter/confirm/:token',
    element: (
      <StrictMode>
        <NewsletterConfirmPage />
      </StrictMode>
    ),
  },
];

function visit(reply: StubReply) {
  const fetchMock = stubApi({ 'POST /email/subscribe/confirm/tok-123': reply });
  return { fetchMock, view: renderWithApp(null, { path: '/newsletter/confirm/tok-123', routes }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('newsletter confirmation page', () => {
  it('confirms once on arrival and says the subscription has started', async () => {
    const { fetchMock, view } = visit({ data: { done: true } });
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: 'You are subscribed' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/email/subscribe/confirm/tok-123'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows why a link failed', async () => {
    await visit({ status: 400, code: 'NEWSLETTER_LINK_INVALID', message: MESSAGES.newsletterLinkInvalid }).view;
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your subscription' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid any more. Please subscribe again to get a new one.',
    );
  });
});
