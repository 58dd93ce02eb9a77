import { ZOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import type { TTranslatedProfileLocale } from '@app/shared/professionals/profile-translations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myProfileQueryOptions } from './get-my-profile';

type SaveTranslation = { locale: TTranslatedProfileLocale; aboutMe: string };

/** PUT /professionals/me/translations/{locale}: About me in a language the plan publishes (empty removes it). */
export function saveTranslation({ locale, aboutMe }: SaveTranslation) {
  return api(`/professionals/me/translations/${locale}`, ZOwnProfessionalProfile, { method: 'PUT', body: { aboutMe } });
}

/** Saves one translation and keeps the own profile's cache as the server answered. */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranslation,
    onSuccess: (profile) => queryClient.setQueryData(myProfileQueryOptions().queryKey, profile),
  });
}
