import { ZSavedSearch } from '@app/shared/search/saved-search.schema';
import { api } from '../../../lib/api/api-client';

/** POST /saved-searches/{id}/seen: the person opened it, so its new matches are seen. */
export function markSavedSearchSeen(id: string) {
  return api(`/saved-searches/${encodeURIComponent(id)}/seen`, ZSavedSearch, { method: 'POST' });
}
