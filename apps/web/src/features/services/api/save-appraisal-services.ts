import { ZAppraisalService, type TAppraisalServicesUpdate } from '@app/shared/services/appraisal-services.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { removeServices } from './remove-services';
import { myServicesKeys, SERVICE_BASES } from './service-keys';

export type AppraisalSave = { save: TAppraisalServicesUpdate; remove: string[] };

/** PUT /appraisalServices with a list (the reply is all of mine), then DELETE with the ids emptied. */
export async function saveAppraisalServices({ save, remove }: AppraisalSave) {
  const saved = save.length > 0 ? await api(SERVICE_BASES.appraisal, z.array(ZAppraisalService), { method: 'PUT', body: save }) : undefined;
  if (remove.length > 0) await removeServices('appraisal', remove);
  return saved;
}

/** Saves the appraisal editor; the list is read again afterwards. */
export function useSaveAppraisalServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppraisalServices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myServicesKeys.kind('appraisal') }),
  });
}
