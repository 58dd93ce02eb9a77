import type { TCompanyInformation } from '@app/shared/professionals/profile.schema';
import { ZOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { refreshSessionAccount } from './refresh-session-account';
import { ownProfileQueryKey } from './get-own-profile';

/** PUT /professionals/me/company: step 2, saved whole (400 with the spec's field messages). */
export function saveCompany(body: TCompanyInformation) {
  return api('/professionals/me/company', ZOwnProfessionalProfile, { method: 'PUT', body });
}

/** Saves step 2 and keeps the answer as the own profile (a first save may make the profile). */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: async (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      await refreshSessionAccount(queryClient);
    },
  });
}
