import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { MIGRATIONS_DIR } from '../../db/migrations-dir';
import { seedAccount } from '../../seed/factories';
import { checkouts, payments } from '../../db/schema/index';

const { db } = await createTestApp();

describe('migration 0025: product lines for checkouts and payments made before them', () => {
  it("reads the listing plan's English description into a line, and leaves other descriptions without one", async () => {
    const account = await seedAccount(db);
    const base = {
      accountId: account.id,
      productKind: 'listing-plan',
      amount: 14_900,
      currency: 'USD',
      creditAccount: 'revenue:listing-plans',
    };
    const [plan, extension, other] = await db
      .insert(checkouts)
      .values([
        { ...base, productRef: 'a', description: 'Listing plan: 3 months, Casa Azul, by the lake', expiresAt: new Date() },
        { ...base, productRef: 'b', description: 'Listing extension: 6 months, untitled listing', expiresAt: new Date() },
        { ...base, productRef: 'c', description: 'Annual Plus membership', expiresAt: new Date() },
      ])
      .returning();
    const [payment] = await db
      .insert(payments)
      .values({
        accountId: account.id,
        checkoutId: plan!.id,
        idempotencyKey: 'k1',
        provider: 'demo',
        amount: 14_900,
        currency: 'USD',
        description: 'Listing plan: 3 months, Casa Azul, by the lake',
        productKind: 'listing-plan',
        billedName: 'Ana Lopez',
        billedEmail: 'ana@example.com',
      })
      .returning();

    const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.startsWith('0025_'));
    const statements = fs.readFileSync(path.join(MIGRATIONS_DIR, file ?? ''), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements.filter((text) => text.includes('UPDATE'))) await db.execute(sql.raw(statement));

    const lineOf = async (id: string) => (await db.select({ line: checkouts.line }).from(checkouts).where(eq(checkouts.id, id)))[0]?.line;
    expect(await lineOf(plan!.id)).toEqual({ key: 'listingPlan', params: { months: 3, title: 'Casa Azul, by the lake' } });
    expect(await lineOf(extension!.id)).toEqual({ key: 'listingExtension', params: { months: 6, title: '' } });
    expect(await lineOf(other!.id)).toBeNull();
    const [paid] = await db.select({ line: payments.line }).from(payments).where(eq(payments.id, payment!.id));
    expect(paid?.line).toEqual({ key: 'listingPlan', params: { months: 3, title: 'Casa Azul, by the lake' } });
  });
});
