import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore, type SessionAccount } from './session-store';

const ada: SessionAccount = {
  _id: 'a1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Okafor',
  verified: true,
  professional: false,
  admin: false,
};

afterEach(() => useSessionStore.setState({ status: 'visitor', account: null }));

describe('the session store', () => {
  it('tells no one when the same account is signed in again (the start-up answer after a take-over)', () => {
    useSessionStore.getState().signIn(ada);
    const before = useSessionStore.getState();
    let changes = 0;
    const unsubscribe = useSessionStore.subscribe(() => (changes += 1));
    useSessionStore.getState().signIn({ ...ada });
    unsubscribe();
    expect(changes).toBe(0);
    expect(useSessionStore.getState()).toBe(before);
  });

  it('takes a changed account, and a different person', () => {
    useSessionStore.getState().signIn(ada);
    useSessionStore.getState().signIn({ ...ada, verified: false });
    expect(useSessionStore.getState().account?.verified).toBe(false);
    useSessionStore.getState().signIn({ ...ada, _id: 'b2', firstName: 'Bo' });
    expect(useSessionStore.getState().account).toMatchObject({ _id: 'b2', firstName: 'Bo' });
  });
});
