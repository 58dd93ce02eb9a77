import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myProfileQueryOptions } from './get-my-profile';

/** DELETE /account/professional/{id}: turns the professional profile off; the account, listings and offers stay. */
export function turnOffProfile(id: string) {
  return api(`/account/professional/${id}`, z.unknown(), { method: 'DELETE' });
}

/** Turns the own profile off, then reads it again (its status and actions changed). */
export function useTurnOffProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
  });
}
