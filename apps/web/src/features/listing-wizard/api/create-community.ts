import { ZCommunity, type TCommunityDraft } from '@app/shared/listings/community.schema';
import { api } from '../../../lib/api/api-client';

/** POST /communities: the first save of a new community (201). */
export function createCommunity(body: TCommunityDraft) {
  return api('/communities', ZCommunity, { method: 'POST', body });
}
