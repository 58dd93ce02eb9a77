import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, orderReviews, professionalProfiles } from '../../db/schema/index';
import { directoryMembership, type DirectoryMembership } from './directory-membership';

const p = professionalProfiles;

/**
 * SQL over professional_profiles: listed in the directory (verified, both steps saved, not turned
 * off, with a running membership). The one rule for who is public: the directory, the sitemap and
 * the RESO feed's Member and Office (decision 075) all read it.
 */
export function listedProfessional(membership: DirectoryMembership = directoryMembership): SQL {
  return and(eq(p.status, 'verified'), isNotNull(p.information), isNotNull(p.company), membership.active(sql`${p.id}`))!;
}

const cardColumns = {
  id: p.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  profession: p.profession,
  company: p.company,
  information: p.information,
  spokenLanguages: p.spokenLanguages,
  verifiedAt: p.verifiedAt,
  // Reviews of completed orders (decision 071): the mean of the stars, one decimal, and how many.
  rating: sql<
    number | null
  >`(select round(avg(${orderReviews.stars}), 1) from ${orderReviews} where ${orderReviews.professionalAccountId} = ${p.id})`
    .mapWith((value) => (value === null ? null : Number(value)))
    .as('rating'),
  reviewCount: sql<number>`(select count(*) from ${orderReviews} where ${orderReviews.professionalAccountId} = ${p.id})`
    .mapWith(Number)
    .as('review_count'),
};

/** A profile page also reads the translations (decision 065) and the email the Contact action writes to. */
const profileColumns = { ...cardColumns, translations: p.translations, email: accounts.email };

export type DirectoryFilters = {
  profession?: string;
  language?: string;
  /** Postal codes (of `country`) whose professionals come first: the searched code, or a place's ZIPs. */
  servedCodes: { country: string; codes: string[] };
  limit: number;
  offset: number;
};

/**
 * One page of the directory: by profession and spoken language, the professionals serving one of
 * the searched postal codes first, then the best rated (reviews of completed orders; unrated last),
 * then those verified longest, and the id for a stable order across pages; with the total count.
 */
export async function findDirectoryPage(db: DbOrTx, membership: DirectoryMembership, filters: DirectoryFilters) {
  const served = filters.servedCodes.codes.length
    ? or(...filters.servedCodes.codes.map((code) => membership.serves(sql`${p.id}`, filters.servedCodes.country, code)))!
    : sql`false`;
  const where = and(
    listedProfessional(membership),
    filters.profession ? eq(p.profession, filters.profession) : undefined,
    filters.language ? sql`${filters.language} = any(${p.spokenLanguages})` : undefined,
  );
  const rows = await db
    .select({ ...cardColumns, serves: sql<boolean>`${served}`.as('serves'), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(p)
    .innerJoin(accounts, eq(accounts.id, p.id))
    .where(where)
    .orderBy(desc(sql`serves`), sql`rating desc nulls last`, asc(p.verifiedAt), asc(p.id))
    .limit(filters.limit)
    .offset(filters.offset);
  return { rows, total: rows[0]?.total ?? (filters.offset > 0 ? await countListed(db, where) : 0) };
}

async function countListed(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(p)
    .where(where);
  return row?.n ?? 0;
}

/** A listed professional's public profile row, if they are listed. */
export async function findListedProfile(db: DbOrTx, membership: DirectoryMembership, id: string) {
  const [row] = await db
    .select(profileColumns)
    .from(p)
    .innerJoin(accounts, eq(accounts.id, p.id))
    .where(and(eq(p.id, id), listedProfessional(membership)));
  return row;
}

/** Whether a professional serves a postal code. */
export async function findServes(db: DbOrTx, membership: DirectoryMembership, id: string, country: string, code: string) {
  const [row] = await db
    .select({ serves: sql<boolean>`${membership.serves(sql`${p.id}`, country, code)}` })
    .from(p)
    .where(eq(p.id, id));
  return row?.serves === true;
}

/** How many professionals are listed (the sitemap's profile URLs). */
export function countListedProfessionals(db: DbOrTx, membership: DirectoryMembership): Promise<number> {
  return countListed(db, listedProfessional(membership));
}

/** A batch of listed professionals by id, with their profile's last change (sitemap lastmod); see listings' SitemapBatch. */
export function listedProfessionalBatch(
  db: DbOrTx,
  membership: DirectoryMembership,
  batch: { after?: string | undefined; offset?: number | undefined; limit: number },
): Promise<{ id: string; lastmod: Date }[]> {
  return db
    .select({ id: p.id, lastmod: p.updatedAt })
    .from(p)
    .where(and(listedProfessional(membership), batch.after ? sql`${p.id} > ${batch.after}` : undefined))
    .orderBy(asc(p.id))
    .limit(batch.limit)
    .offset(batch.offset ?? 0);
}
