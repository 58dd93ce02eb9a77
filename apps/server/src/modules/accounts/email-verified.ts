import type { Tx } from '../../db/client';

/** What another module does when an account proves it owns its email, inside that same transaction. */
export type EmailVerifiedListener = (tx: Tx, email: string) => Promise<void>;

/**
 * Who wants to know that an email was just verified (listings release the listings that were
 * waiting for that escrow or title company). The composition root creates it; modules add
 * listeners; sign-up, the verification link and Google sign-in run it.
 */
export type EmailVerifiedHooks = {
  add(listener: EmailVerifiedListener): void;
  run(tx: Tx, email: string): Promise<void>;
};

export function createEmailVerifiedHooks(): EmailVerifiedHooks {
  const listeners: EmailVerifiedListener[] = [];
  return {
    add: (listener) => void listeners.push(listener),
    async run(tx, email) {
      for (const listener of listeners) await listener(tx, email);
    },
  };
}
