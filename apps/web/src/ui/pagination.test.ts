import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('page numbers', () => {
  it('shows the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 124)).toEqual([1, 2, null, 124]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });

  it('fills a one-page gap with the page itself rather than "…"', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
