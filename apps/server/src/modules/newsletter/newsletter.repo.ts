import { eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/index';

/**
 * Records a sign-up awaiting confirmation with a new link digest (an earlier unconfirmed link
 * stops working). A confirmed address is left as it is; returns whether a link was stored.
 */
export async function storePendingSubscription(
  db: DbOrTx,
  email: string,
  locale: string | null,
  confirmationDigest: string,
): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email, locale, confirmationDigest })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { locale, confirmationDigest },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** Confirms the subscription whose link has this digest (again is fine); its address, if any. */
export async function confirmSubscription(db: DbOrTx, confirmationDigest: string): Promise<string | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
    .where(eq(newsletterSubscriptions.confirmationDigest, confirmationDigest))
    .returning({ email: newsletterSubscriptions.email });
  return row?.email;
}

/** Removes an address from the newsletter. */
export async function deleteSubscription(db: DbOrTx, email: string) {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}
