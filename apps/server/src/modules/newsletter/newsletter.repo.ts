import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/index';

/** Adds the address unless it is already subscribed. */
export async function upsertSubscription(db: DbOrTx, email: string, locale: string | null) {
  await db.insert(newsletterSubscriptions).values({ email, locale }).onConflictDoNothing({
    target: newsletterSubscriptions.email,
  });
}

/** Removes an address from the newsletter. */
export async function deleteSubscription(db: DbOrTx, email: string) {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}
