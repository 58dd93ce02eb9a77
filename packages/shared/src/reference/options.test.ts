import { describe, expect, it } from 'vitest';
import { optionIds, optionLabel } from './options';

const OPTIONS = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
] as const;

describe('option helpers', () => {
  it('lists ids in order', () => {
    expect(optionIds(OPTIONS)).toEqual(['a', 'b']);
  });
  it('finds a label by id', () => {
    expect(optionLabel(OPTIONS, 'b')).toBe('Beta');
    expect(optionLabel(OPTIONS, 'z')).toBeUndefined();
  });
});
