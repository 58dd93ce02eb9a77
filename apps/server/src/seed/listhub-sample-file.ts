import { writeFile } from 'node:fs/promises';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts } from '../db/schema/index';
import { BROKEN_EVERY, listhubSampleFeed } from './listhub-sample';

/** How many demo agents the sample feed's listings are spread over. */
const SAMPLE_AGENTS = 10;

/**
 * Writes the sample ListHub feed for the demo: its listings belong to the demo's agents (the
 * accounts whose emails the feed names own what is imported), its photos are the demo
 * illustrations as JPEGs on this server. Fails when the database has no agents (seed the demo first).
 */
export async function writeListhubSample(db: DbOrTx, path: string, options: { count: number; seed: number; publicUrl: string }) {
  const agents = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(sql`${accounts.professionalInfo}->>'profession' = 'agent'`)
    .orderBy(asc(accounts.email))
    .limit(SAMPLE_AGENTS);
  if (agents.length === 0) throw new Error('No agent accounts to own the sample listings: run `npm run seed` (the demo) first.');
  const xml = listhubSampleFeed({
    count: options.count,
    seed: options.seed,
    agentEmails: agents.map((a) => a.email),
    photoBase: `${options.publicUrl}/media/demo/house-`,
  });
  await writeFile(path, xml, 'utf8');
  return { agents: agents.length, broken: Math.floor(options.count / BROKEN_EVERY) };
}
