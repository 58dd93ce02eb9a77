import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, THEME_COLORS, UI } from './ui';

describe('UI constants', () => {
  it('tablet up to 1024 px, resize debounce 150 ms, long press 1 s', () => {
    expect(UI).toMatchObject({ tabletMaxWidth: 1024, resizeDebounceMs: 150, longPressMs: 1000 });
  });
  it('breakpoints xs 400, sm 600, md 900, lg 1280', () => {
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 600, md: 900, lg: 1280 });
  });
  it('theme colours #eb262b and #ffd62a', () => {
    expect(THEME_COLORS).toEqual({ primary: '#eb262b', secondary: '#ffd62a' });
  });
});
