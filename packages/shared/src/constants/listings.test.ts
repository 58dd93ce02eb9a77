import { describe, expect, it } from 'vitest';
import { LISTING_MEDIA_LIMITS, LISTING_TERMS_MONTHS, maxPhotosForTerm } from './listings';

describe('listing limits', () => {
  it('listing terms are 3 or 6 months', () => {
    expect(LISTING_TERMS_MONTHS).toEqual([3, 6]);
  });
  it('allows 20 photos on a 3-month term and 35 otherwise', () => {
    expect(maxPhotosForTerm(3)).toBe(20);
    expect(maxPhotosForTerm(6)).toBe(35);
    expect(maxPhotosForTerm(undefined)).toBe(35);
  });
  it('allows one video in the form, one VR tour and one 360 view', () => {
    expect(LISTING_MEDIA_LIMITS).toMatchObject({ videos: 1, vrTours: 1, views360: 1, photosMin: 1 });
  });
});
