import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { readerAccount, renderNegotiation } from '../test-helpers';
import { ReplyCountdown } from './reply-countdown';

// Friday 28 November 2026, 09:00 UTC: 17:00 in Taipei (GMT+8), 04:00 in New York's winter time (GMT-5).
const DUE = '2026-11-28T09:00:00.000Z';

beforeEach(() => {
  resetStores();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-11-27T05:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('The reply deadline', () => {
  it('is written in the reader’s own time zone (their profile’s) and counts down as time passes', async () => {
    stubApi(readerAccount({ timeZone: 'gmt+08:00' }));
    await renderNegotiation(<ReplyCountdown respondBy={DUE} mine />);
    const line = await screen.findByText((_, element) => element?.tagName === 'P' && /GMT\+8/.test(element.textContent ?? ''));
    expect(line).toHaveTextContent('Reply due by Sat, Nov 28, 5:00 PM GMT+8 (in 1 day 4 hr)');
    act(() => vi.advanceTimersByTime(2 * 60 * 60 * 1000 + 30_000));
    expect(line).toHaveTextContent('(in 1 day 2 hr)');
    act(() => vi.advanceTimersByTime(27 * 60 * 60 * 1000));
    expect(line).toHaveTextContent('(the time to reply is over)');
  });

  it('reads the same moment on another clock for a reader in another time zone', async () => {
    stubApi(readerAccount({ timeZone: 'gmt-05:00' }));
    await renderNegotiation(<ReplyCountdown respondBy={DUE} mine={false} />);
    const line = await screen.findByText((_, element) => element?.tagName === 'P' && /GMT-5/.test(element.textContent ?? ''));
    expect(line).toHaveTextContent('Their reply is due by Sat, Nov 28, 4:00 AM GMT-5 (in 1 day 4 hr)');
    expect(line.querySelector('time')).toHaveAttribute('dateTime', DUE);
    expect(line.closest('[aria-live]')).toBeNull();
  });

  it('is written in the reader’s language', async () => {
    stubApi(readerAccount({ timeZone: 'gmt+08:00' }));
    await renderNegotiation(<ReplyCountdown respondBy={DUE} mine />, { locale: 'zh-Hans' });
    const line = await screen.findByText((_, element) => element?.tagName === 'P' && /GMT\+8/.test(element.textContent ?? ''));
    expect(line).toHaveTextContent('请在以下时间前回复： 11月28日周六 GMT+8 17:00 (还剩 1天4小时)');
  });
});
