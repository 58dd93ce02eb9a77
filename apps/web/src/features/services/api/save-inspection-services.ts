import { ZInspectionService, type TInspectionServicesUpdate } from '@app/shared/services/inspection-services.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { removeServices } from './remove-services';
import { myServicesKeys, SERVICE_BASES } from './service-keys';

export type InspectionSave = { save: TInspectionServicesUpdate; remove: string[] };

/** PUT /inspectionServices with the items priced (the reply is all of mine), then DELETE the items no longer offered. */
export async function saveInspectionServices({ save, remove }: InspectionSave) {
  const saved =
    save.length > 0 ? await api(SERVICE_BASES.inspection, z.array(ZInspectionService), { method: 'PUT', body: save }) : undefined;
  if (remove.length > 0) await removeServices('inspection', remove);
  return saved;
}

/** Saves the inspection editor; the list is read again afterwards. */
export function useSaveInspectionServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInspectionServices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myServicesKeys.kind('inspection') }),
  });
}
