import type { TProfessionalInformation } from '@app/shared/professionals/profile.schema';
import { ZOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { refreshSessionAccount } from './refresh-session-account';
import { ownProfileQueryKey } from './get-own-profile';

/**
 * PUT /professionals/me/information: step 1, saved whole (400 with the spec's field messages).
 * The first save makes the profile, and with it the account's professional role.
 */
export function saveInformation(body: TProfessionalInformation) {
  return api('/professionals/me/information', ZOwnProfessionalProfile, { method: 'PUT', body });
}

/** Saves step 1, keeps the answer as the own profile and refreshes the session's roles. */
export function useSaveInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInformation,
    onSuccess: async (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      await refreshSessionAccount(queryClient);
    },
  });
}
