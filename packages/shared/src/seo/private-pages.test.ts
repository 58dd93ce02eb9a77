import { describe, expect, it } from 'vitest';
import { isPrivatePage } from './private-pages';

describe('isPrivatePage', () => {
  it('knows the dashboard, admin, offer, payment and mail-link pages', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/listings/new',
      '/admin/users',
      '/listings/abc123/offers/new',
      '/checkout/x',
      '/email/unsubscribe',
    ])
      expect(isPrivatePage(path), path).toBe(true);
  });

  it('leaves the public pages alone, a listing included', () => {
    for (const path of ['/', '/results', '/listings/abc123', '/listings/community/austin', '/professional/p1', '/about', '/offersx'])
      expect(isPrivatePage(path), path).toBe(false);
  });
});
