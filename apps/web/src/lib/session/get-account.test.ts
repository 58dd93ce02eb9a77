import { SIGNED_IN_COOKIE } from '@app/shared/constants/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { storedCountry } from './country';
import { getAccount } from './get-account';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="user-country"]')?.remove();
  localStorage.clear();
});

describe('getAccount', () => {
  it("asks nothing of a visitor's browser (no signed-in cookie): fails at once as a 401, keeping the page's country", async () => {
    const fetchMock = stubApi({});
    document.head.insertAdjacentHTML('beforeend', '<meta name="user-country" content="tw" />');
    await expect(getAccount()).rejects.toMatchObject({ status: 401, message: 'You need to be signed in' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedCountry()).toBe('tw');
  });

  it('asks GET account when the browser holds a session, and keeps the country its reply names', async () => {
    const fetchMock = stubApi({ 'GET /account': { status: 401, message: 'You need to be signed in' } });
    expect(document.cookie).toContain(`${SIGNED_IN_COOKIE}=1`);
    await expect(getAccount()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
