import type { DbOrTx } from '../../db/client';
import { directoryMembership } from './directory-membership';
import { countListedProfessionals, listedProfessionalBatch } from './directory.repo';

/** The sitemap's professional profiles: every listed professional (the directory's rule), in keyset batches. */
export const listedProfessionalsForSitemap = {
  count: (db: DbOrTx) => countListedProfessionals(db, directoryMembership),
  batch: (db: DbOrTx, batch: { after?: string | undefined; offset?: number | undefined; limit: number }) =>
    listedProfessionalBatch(db, directoryMembership, batch),
};
