import { describe, expect, it } from 'vitest';
import { copyTitle } from './copy-title';

describe('copyTitle', () => {
  it("marks a duplicate's title as a copy in the owner's language", () => {
    expect(copyTitle('River condo', 'en-us')).toBe('River condo (copy)');
    expect(copyTitle('Condo junto al río', 'es')).toBe('Condo junto al río (copia)');
    expect(copyTitle('河畔公寓', 'zh-Hant')).toBe('河畔公寓（副本）');
    expect(copyTitle('河畔公寓', 'zh-Hans')).toBe('河畔公寓（副本）');
    expect(copyTitle('River condo', 'xx')).toBe('River condo (copy)');
  });

  it('keeps within the 120-character title limit and leaves no title alone', () => {
    const long = copyTitle('a'.repeat(120), 'en-us') ?? '';
    expect(long).toHaveLength(120);
    expect(long.endsWith(' (copy)')).toBe(true);
    expect(copyTitle(undefined, 'en-us')).toBeUndefined();
  });
});
