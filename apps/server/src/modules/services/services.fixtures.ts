import { and, eq } from 'drizzle-orm';
import type { TServiceKindId } from '@app/shared/reference/orders';
import type { TAppraisalServiceInput } from '@app/shared/services/appraisal-services.schema';
import type { TInspectionServiceInput } from '@app/shared/services/inspection-services.schema';
import type { TMediaServiceInput } from '@app/shared/services/media-services.schema';
import { SERVICE_PROFESSIONS } from '@app/shared/services/service-terms';
import type { HttpClient } from '../../../test/http-client';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  appraisalServices,
  inspectionServices,
  mediaServices,
  memberships,
  professionalProfiles,
  serviceAreas,
} from '../../db/schema/index';
import { seedProfessionalProfile } from '../professionals/professionals.fixtures';

/** Makes the account a verified professional of the profession a kind of service needs. */
export async function verifyAs(db: DbOrTx, accountId: string, kind: TServiceKindId) {
  await seedProfessionalProfile(db, accountId, { status: 'verified', profession: SERVICE_PROFESSIONS[kind] });
}

/** Takes the professional profile away again (the account as it was before verifyAs). */
export async function forgetProfessionalProfile(db: DbOrTx, accountId: string) {
  await db.delete(professionalProfiles).where(eq(professionalProfiles.id, accountId));
  await db.update(accounts).set({ professionalInfo: null }).where(eq(accounts.id, accountId));
}

/** An appraisal service priced above every minimum, for a size range. */
export const appraisalInput = (sizeRange: TAppraisalServiceInput['sizeRange'] = 'under-1500'): TAppraisalServiceInput => ({
  sizeRange,
  currency: 'USD',
  types: { desktop: { price: 9_000, leadTime: 2 }, 'drive-by': { price: 18_000, leadTime: 4 }, full: null },
});

/** An inspection item priced above its minimum. */
export const inspectionInput = (item: TInspectionServiceInput['item'] = 'general-inspection'): TInspectionServiceInput => ({
  item,
  currency: 'USD',
  price: 45_000,
  leadTime: 3,
});

/** A media service priced above its minimum. */
export const mediaInput = (service: TMediaServiceInput['service'] = 'aerial'): TMediaServiceInput => ({
  service,
  currency: 'USD',
  price: 30_000,
  timeFrame: 5,
  description: 'Drone photos and a 2-minute video',
});

const TABLES = { appraisal: appraisalServices, inspection: inspectionServices, media: mediaServices } as const;
const BASES = { appraisal: '/api/v1/appraisalServices', inspection: '/api/v1/inspectionServices', media: '/api/v1/mediaServices' } as const;

/**
 * One service of a kind for a verified member, through the API: the choice (size range, item, media
 * service) is freed first, so a test can make one again after the last was used up.
 */
export async function makeService(
  client: HttpClient,
  db: DbOrTx,
  accountId: string,
  kind: TServiceKindId,
  choice: string,
): Promise<string> {
  await verifyAs(db, accountId, kind);
  const table = TABLES[kind] as typeof appraisalServices;
  const column = { appraisal: appraisalServices.sizeRange, inspection: inspectionServices.item, media: mediaServices.service }[kind];
  await db.delete(table).where(and(eq(table.accountId, accountId), eq(column as typeof appraisalServices.sizeRange, choice as never)));
  const body =
    kind === 'appraisal'
      ? appraisalInput(choice as never)
      : kind === 'inspection'
        ? inspectionInput(choice as never)
        : mediaInput(choice as never);
  const res = await client.post(BASES[kind], body);
  if (res.statusCode !== 201) throw new Error(`${kind} service failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id as string;
}

/** A running membership and service postal codes, as the memberships module stores them. */
export async function seedMember(db: DbOrTx, accountId: string, codes: string[] = ['78701']) {
  const now = new Date();
  await db.insert(memberships).values({
    accountId,
    plan: 'plus',
    cycle: 'yearly',
    status: 'active',
    startedAt: now,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000),
    promotional: true,
  });
  if (codes.length) await db.insert(serviceAreas).values(codes.map((postalCode) => ({ accountId, country: 'US', postalCode })));
}
