import type { DbOrTx } from '../db/client';
import { accounts, listings } from '../db/schema/index';
import { emailSafe } from './data/names';
import { generateAccount } from './demo-accounts';
import { listingDraft } from './demo-draft';
import { generateListing } from './demo-listings';
import { createRng } from '../platform/rng/rng';

export type Account = typeof accounts.$inferSelect;
export type Listing = typeof listings.$inferSelect;

// A fixed stream: a test file sees the same defaults on every run. Its own seed keeps its
// ids apart from any demo data set in the same database.
const rng = createRng(0x5eedf00d);
let sequence = 0;

/** Inserts one account with realistic defaults (overrides win) and returns the row. */
export async function seedAccount(db: DbOrTx, overrides: Partial<typeof accounts.$inferInsert> = {}): Promise<Account> {
  sequence += 1;
  const generated = generateAccount(rng, { index: sequence, referenceDate: new Date() });
  // Demo emails end in digits; a hex tag keeps factory emails from ever colliding with them.
  const email = `${emailSafe(generated.firstName)}.${emailSafe(generated.lastName)}.${generated.id.slice(0, 8)}@example.org`;
  const [row] = await db
    .insert(accounts)
    .values({ ...generated, email, ...overrides })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

/**
 * Inserts one active, complete, non-featured listing with realistic defaults (overrides
 * win) and returns the row. Without an `ownerId` it creates the owner too. Its draft
 * (`details`) follows the overridden columns; it names no escrow or title company, since
 * those would have to be registered accounts for the listing to be public.
 */
export async function seedListing(db: DbOrTx, overrides: Partial<typeof listings.$inferInsert> = {}): Promise<Listing> {
  const ownerId = overrides.ownerId ?? (await seedAccount(db)).id;
  const generated = generateListing(rng, { ownerId, referenceDate: new Date(), status: 'active' });
  const merged = { ...generated, featured: false, ...overrides, ownerId };
  const details = overrides.details ?? listingDraft(merged, generated.details);
  const [row] = await db
    .insert(listings)
    .values({ ...merged, details })
    .returning();
  if (!row) throw new Error('listing insert returned nothing');
  return row;
}
