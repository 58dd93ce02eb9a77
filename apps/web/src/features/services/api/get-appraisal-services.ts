import { ZAppraisalService } from '@app/shared/services/appraisal-services.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { myServicesKeys, SERVICE_BASES } from './service-keys';

/** GET /appraisalServices?getAll=true: every appraisal service of mine, to edit. */
export function getAppraisalServices(signal?: AbortSignal) {
  return api(`${SERVICE_BASES.appraisal}?getAll=true`, z.array(ZAppraisalService), { signal });
}

/** The provider's appraisal services. */
export function useAppraisalServices() {
  return useQuery(queryOptions({ queryKey: myServicesKeys.kind('appraisal'), queryFn: ({ signal }) => getAppraisalServices(signal) }));
}
