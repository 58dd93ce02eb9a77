import { ZOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { ownProfileQueryKey } from './get-own-profile';

/**
 * POST /professionals/me/submit: sends the profile for verification, or back after a rejection
 * (verified email; both steps saved, else 'Complete Your information and Company information…').
 */
export function submitProfile() {
  return api('/professionals/me/submit', ZOwnProfessionalProfile, { method: 'POST' });
}

/** Submits the profile and keeps the answer as the own profile. */
export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProfile,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileQueryKey, profile),
  });
}
