import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devMailbox } from '../../db/schema/index';
import type { OutgoingMail } from './mailer';

/** A mail kept by the dev mailbox. */
export type DevMailRow = typeof devMailbox.$inferSelect;

/** Keeps one mail. */
export async function insertDevMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  const { to, subject, text, html, template, locale } = mail;
  await db.insert(devMailbox).values({ to, subject, text, html, template: template ?? null, locale: locale ?? null });
}

/** The newest mails first, optionally only those to one address (compared case-insensitively). */
export async function listDevMail(db: DbOrTx, options: { to?: string | undefined; limit: number }): Promise<DevMailRow[]> {
  const to = options.to?.trim();
  return db
    .select()
    .from(devMailbox)
    .where(to ? eq(sql`lower(${devMailbox.to})`, to.toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(options.limit);
}

/** One mail by id, or undefined. */
export async function findDevMail(db: DbOrTx, id: string): Promise<DevMailRow | undefined> {
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
  return row;
}
