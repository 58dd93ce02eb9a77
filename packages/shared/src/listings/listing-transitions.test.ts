import { describe, expect, it } from 'vitest';
import { actionsFor, LISTING_TRANSITIONS, listingRule } from './listing-transitions';

describe('the listing transition table', () => {
  it("offers an owner exactly the spec's menu actions for each kind of listing", () => {
    expect(actionsFor('owner', { status: 'draft', complete: false, hidden: false })).toEqual(['publish', 'move-to-listings', 'remove']);
    expect(actionsFor('owner', { status: 'draft', complete: true, hidden: false })).toEqual([
      'extend',
      'move-to-listings',
      'hide',
      'remove',
    ]);
    expect(actionsFor('owner', { status: 'active', complete: true, hidden: false })).toEqual([
      'extend',
      'move-to-drafts',
      'hide',
      'remove',
    ]);
    expect(actionsFor('owner', { status: 'active', complete: true, hidden: true })).toEqual([
      'extend',
      'move-to-drafts',
      'unhide',
      'remove',
    ]);
    expect(actionsFor('owner', { status: 'pending', complete: true, hidden: false })).toEqual([
      'extend',
      'move-to-drafts',
      'move-to-listings',
      'hide',
      'remove',
    ]);
    expect(actionsFor('owner', { status: 'expired', complete: true, hidden: false })).toEqual([
      'extend',
      'move-to-drafts',
      'hide',
      'remove',
    ]);
    expect(actionsFor('owner', { status: 'under-offer', complete: true, hidden: false })).toEqual(['remove']);
  });

  it("leaves the sweeps and the offers' moves to the server and nothing to anyone else", () => {
    expect(actionsFor('system', { status: 'active', complete: true, hidden: false })).toEqual(['hold', 'expire', 'take-under-offer']);
    expect(actionsFor('system', { status: 'under-offer', complete: true, hidden: false })).toEqual(['back-on-market']);
    expect(actionsFor('owner', { status: 'under-offer', complete: true, hidden: false })).not.toContain('take-under-offer');
    expect(actionsFor('system', { status: 'pending', complete: true, hidden: false })).toEqual(['release', 'expire']);
    // A ListHub feed brings back a listing it had left out, and publishes its new ones (decision 068).
    expect(actionsFor('system', { status: 'expired', complete: true, hidden: false })).toEqual(['archive', 'relist']);
    expect(actionsFor('system', { status: 'draft', complete: false, hidden: false })).toEqual(['import']);
    expect(actionsFor('system', { status: 'draft', complete: true, hidden: false })).toEqual([]);
    for (const rule of LISTING_TRANSITIONS) expect(rule.who).not.toContain('other');
  });

  it('lets only an admin take a listing down (with a reason) and restore it; the owner may then only remove it', () => {
    for (const rule of LISTING_TRANSITIONS.filter((r) => r.who.includes('admin'))) expect(['take-down', 'restore']).toContain(rule.action);
    expect(listingRule('admin', 'take-down', { status: 'active', complete: true, hidden: false })).toMatchObject({
      to: ['inactive'],
      reason: true,
    });
    expect(listingRule('admin', 'take-down', { status: 'under-offer', complete: true, hidden: false })).toBeUndefined();
    expect(actionsFor('admin', { status: 'inactive', complete: true, hidden: false })).toEqual(['restore']);
    expect(actionsFor('owner', { status: 'inactive', complete: true, hidden: false })).toEqual(['remove']);
  });

  it('keeps the status on Hide and Unhide and flips the flag', () => {
    expect(listingRule('owner', 'hide', { status: 'pending', complete: true, hidden: false })).toMatchObject({
      to: ['pending'],
      set: { hidden: true },
    });
    expect(listingRule('owner', 'hide', { status: 'pending', complete: true, hidden: true })).toBeUndefined();
  });

  it('publishes to active, or pending while an escrow or title company is unregistered', () => {
    expect(listingRule('owner', 'publish', { status: 'draft', complete: false, hidden: false })?.to).toEqual(['active', 'pending']);
    expect(listingRule('owner', 'extend', { status: 'draft', complete: true, hidden: false })?.to).toEqual(['draft']);
  });
});
