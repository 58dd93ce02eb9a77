import { ZCommunity, type TCommunityDraft } from '@app/shared/listings/community.schema';
import { api } from '../../../lib/api/api-client';

/** PUT /communities/{id}: the changed top-level fields, each replacing the stored one. */
export function updateCommunity(id: string, body: TCommunityDraft) {
  return api(`/communities/${encodeURIComponent(id)}`, ZCommunity, { method: 'PUT', body });
}
