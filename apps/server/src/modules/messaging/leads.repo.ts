import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** A lead as the messaging tables hold it (decision 078). */
export type LeadRow = {
  conversationId: string;
  subject: 'listing' | 'professional';
  listingId: string | null;
  listingTitle: string | null;
  visitorFirstName: string;
  visitorLastName: string;
  contactedAt: Date;
  answeredAt: Date | null;
};

type RawLead = {
  conversation_id: string;
  subject: 'listing' | 'professional';
  listing_id: string | null;
  listing_title: string | null;
  first_name: string;
  last_name: string;
  contacted_at: Date | string;
  answered_at: Date | string | null;
};

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The owner's leads: conversations about one of their listings (its owner now) or their
 * professional profile, in which the other person has written; the first message from each side.
 * Only the owner's own: the query is scoped to them, never to an id the caller names.
 */
function leadsQuery(ownerId: string): SQL {
  return sql`
    select c.id as conversation_id, c.subject_kind as subject, l.id as listing_id, l.title as listing_title,
           a.first_name, a.last_name,
           (select min(m.created_at) from conversation_messages m where m.conversation_id = c.id and m.author_id = v.account_id) as contacted_at,
           (select min(m.created_at) from conversation_messages m where m.conversation_id = c.id and m.author_id = ${ownerId}) as answered_at
      from conversations c
      join conversation_participants o on o.conversation_id = c.id and o.account_id = ${ownerId}
      join conversation_participants v on v.conversation_id = c.id and v.account_id <> ${ownerId}
      join accounts a on a.id = v.account_id
      left join listings l on c.subject_kind = 'listing' and l.id = c.subject_id
     where ((c.subject_kind = 'listing' and l.owner_id = ${ownerId}) or (c.subject_kind = 'professional' and c.subject_id = ${ownerId}))
       and exists (select 1 from conversation_messages m where m.conversation_id = c.id and m.author_id = v.account_id)`;
}

/** A page of the owner's leads, newest contact first, with the totals; `answered` filters. */
export async function findLeads(
  db: DbOrTx,
  ownerId: string,
  options: { answered?: boolean | undefined; limit: number; offset: number },
): Promise<{ rows: LeadRow[]; total: number; unanswered: number }> {
  const filter = options.answered === undefined ? sql`true` : options.answered ? sql`answered_at is not null` : sql`answered_at is null`;
  const result = await db.execute<RawLead & { total: number; unanswered: number }>(sql`
    with leads as (${leadsQuery(ownerId)})
    select leads.*, count(*) over ()::int as total,
           (select count(*)::int from leads where answered_at is null) as unanswered
      from leads where ${filter}
     order by contacted_at desc, conversation_id
     limit ${options.limit} offset ${options.offset}`);
  const rows = (result as unknown as { rows: (RawLead & { total: number; unanswered: number })[] }).rows;
  let total = rows[0]?.total ?? 0;
  let unanswered = rows[0]?.unanswered ?? 0;
  if (rows.length === 0) {
    // Past the last page (or none matching): the totals still.
    const counts = await db.execute<{ total: number; unanswered: number }>(sql`
      with leads as (${leadsQuery(ownerId)})
      select (select count(*)::int from leads where ${filter}) as total, (select count(*)::int from leads where answered_at is null) as unanswered`);
    const row = (counts as unknown as { rows: { total: number; unanswered: number }[] }).rows[0];
    total = Number(row?.total ?? 0);
    unanswered = Number(row?.unanswered ?? 0);
  }
  return {
    rows: rows.map((row) => ({
      conversationId: row.conversation_id,
      subject: row.subject,
      listingId: row.listing_id,
      listingTitle: row.listing_title,
      visitorFirstName: row.first_name,
      visitorLastName: row.last_name,
      contactedAt: toDate(row.contacted_at),
      answeredAt: row.answered_at === null ? null : toDate(row.answered_at),
    })),
    total: Number(total),
    unanswered: Number(unanswered),
  };
}
