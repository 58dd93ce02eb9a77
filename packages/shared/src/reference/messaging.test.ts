import { describe, expect, it } from 'vitest';
import { MESSAGE_TAB_IDS } from './messaging';

describe('message tabs', () => {
  it('are all, unread, archived, starred, listings', () => {
    expect(MESSAGE_TAB_IDS).toEqual(['all', 'unread', 'archived', 'starred', 'listings']);
  });
});
