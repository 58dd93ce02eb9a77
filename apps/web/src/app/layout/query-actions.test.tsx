import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../test/test-helpers';
import { usePopupStore } from '../../lib/popups/popup-store';
import { QueryActions } from './query-actions';

function visit(path: string) {
  return renderWithApp(
    <StrictMode>
      <QueryActions />
      <p>Page</p>
    </StrictMode>,
    { path },
  );
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('URL actions', () => {
  it('?action=cancel-recovery posts the decoded email with the refId once, confirms, and removes its parameters', async () => {
    const fetchMock = stubApi({ 'POST /auth/cancel-recovery': { data: { done: true } } });
    const refId = `${btoa('ana@example.com')}.1764115200000.c2lnbmF0dXJl`;
    const { router } = await visit(`/about?action=cancel-recovery&refId=${encodeURIComponent(refId)}&tab=2`);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(callsTo(fetchMock, 'POST /auth/cancel-recovery')).toBe(1);
    expect(bodyOf(fetchMock, 'POST /auth/cancel-recovery')).toEqual({ email: 'ana@example.com', refId });
    expect(snackTexts()).toEqual(['Password reset cancelled. Your current password keeps working.']);
    expect(router.state.location.pathname).toBe('/about');
  });

  it('?auth=google-failed says the Google sign-in did not complete, once', async () => {
    const { router } = await visit('/dashboard?auth=google-failed');
    await screen.findByText('Page');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(snackTexts()).toEqual(['Google sign-in did not complete. Please try again.']);
  });

  it('?auth=google-other-browser says the sign-in must finish in the browser that started it', async () => {
    const { router } = await visit('/?auth=google-other-browser');
    await screen.findByText('Page');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(snackTexts()).toEqual(['Google sign-in must finish in the browser where it started. Please try again.']);
  });

  it('?action=signup opens the sign-up popup', async () => {
    const { router } = await visit('/?action=signup');
    await waitFor(() => expect(usePopupStore.getState().open).toBe('signup'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
