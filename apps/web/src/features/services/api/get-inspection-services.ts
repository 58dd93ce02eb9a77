import { ZInspectionService } from '@app/shared/services/inspection-services.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { myServicesKeys, SERVICE_BASES } from './service-keys';

/** GET /inspectionServices?getAll=true: every inspection item I price, to edit. */
export function getInspectionServices(signal?: AbortSignal) {
  return api(`${SERVICE_BASES.inspection}?getAll=true`, z.array(ZInspectionService), { signal });
}

/** The provider's inspection services. */
export function useInspectionServices() {
  return useQuery(queryOptions({ queryKey: myServicesKeys.kind('inspection'), queryFn: ({ signal }) => getInspectionServices(signal) }));
}
