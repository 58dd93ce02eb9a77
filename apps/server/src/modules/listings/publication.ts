import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import type { TListing } from '@app/shared/listings/listing.schema';
import type { DbOrTx } from '../../db/client';
import { verifiedEmails } from '../accounts/index';

const MUST_BE_REGISTERED = {
  'escrow-company': 'escrow-company-not-registered',
  'title-company': 'title-company-not-registered',
} as const;

/** The contact kinds whose email must belong to a verified account before the listing goes public. */
export const COMPANY_CONTACT_KINDS = Object.keys(MUST_BE_REGISTERED);

/**
 * Why a paid listing cannot be public yet (spec: escrow and title companies must be registered
 * accounts under the given emails, otherwise the listing stays non-public). Registered means
 * verified: an account nobody has confirmed the inbox of proves nothing about the company.
 */
export async function publicationBlockers(db: DbOrTx, draft: TListingDraft): Promise<TListing['publicationBlockers']> {
  const named = (draft.contacts ?? []).filter(
    (c): c is typeof c & { kind: keyof typeof MUST_BE_REGISTERED } => c.kind in MUST_BE_REGISTERED,
  );
  const emails = named.map((c) => c.email ?? '').filter(Boolean);
  const registered = await verifiedEmails(db, emails);
  return named.filter((c) => !c.email || !registered.has(c.email)).map((c) => MUST_BE_REGISTERED[c.kind]);
}
