import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const secret = 'a-test-secret-that-is-long-enough-32';

describe('secret box', () => {
  it('round-trips, and never shows the plaintext in what it stores', () => {
    const box = createSecretBox(secret, 'payout-methods');
    const sealed = box.seal('000123456789');
    expect(sealed).not.toContain('123456789');
    expect(box.open(sealed)).toBe('000123456789');
  });

  it('seals the same value differently each time (random IV)', () => {
    const box = createSecretBox(secret, 'payout-methods');
    expect(box.seal('42')).not.toBe(box.seal('42'));
  });

  it('refuses tampered data, another purpose and another secret', () => {
    const box = createSecretBox(secret, 'payout-methods');
    const sealed = box.seal('000123456789');
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${v}.${iv}.${tag}.${(data ?? '').slice(0, -2)}AA`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox(secret, 'other').open(sealed)).toThrow();
    expect(() => createSecretBox(`${secret}-x`, 'payout-methods').open(sealed)).toThrow();
  });
});
