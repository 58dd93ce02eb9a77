import type { TServiceKindId } from '@app/shared/reference/orders';

/** Where each kind's services live in the API (spec section 7's resource bases). */
export const SERVICE_BASES = {
  appraisal: '/appraisalServices',
  inspection: '/inspectionServices',
  media: '/mediaServices',
} as const satisfies Record<TServiceKindId, string>;

/** Query keys of the signed-in provider's services, per kind. */
export const myServicesKeys = {
  all: ['my-services'] as const,
  kind: (kind: TServiceKindId) => ['my-services', kind] as const,
  one: (kind: TServiceKindId, id: string) => ['my-services', kind, id] as const,
};
