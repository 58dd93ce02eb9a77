import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageHeading, HEADING_WAIT_MS, LOADING_WAIT_MS } from './after-heading';

/** A page's main element, with what it holds. */
function page(html: string) {
  document.body.innerHTML = `<main id="main">${html}</main>`;
  return document.getElementById('main')!;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('work that waits for the page to paint (decision 085)', () => {
  it("runs once the page's main heading is put in, not before", async () => {
    const main = page('<p role="status">Loading…</p>');
    const then = vi.fn();
    afterPageHeading(then);
    await vi.advanceTimersByTimeAsync(1000);
    expect(then).not.toHaveBeenCalled();
    main.innerHTML = '<h1>Austin, TX</h1>';
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after the wait on a page without a heading that has finished loading', async () => {
    page('<p>No heading here</p>');
    const then = vi.fn();
    afterPageHeading(then);
    await vi.advanceTimersByTimeAsync(HEADING_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting while the page still shows it is loading, up to the longest wait', async () => {
    page('<div role="status">Loading…</div>');
    const then = vi.fn();
    afterPageHeading(then);
    await vi.advanceTimersByTimeAsync(LOADING_WAIT_MS - HEADING_WAIT_MS);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HEADING_WAIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    const main = page('');
    const then = vi.fn();
    afterPageHeading(then)();
    main.innerHTML = '<h1>Home</h1>';
    await vi.advanceTimersByTimeAsync(LOADING_WAIT_MS);
    expect(then).not.toHaveBeenCalled();
  });
});
