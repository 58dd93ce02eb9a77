import type { TCompanyInformation } from '@app/shared/professionals/profile.schema';
import type { TResoPartnerCreated } from '@app/shared/reso/reso-partners.schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import type { DbOrTx } from '../../db/client';
import { professionalProfiles } from '../../db/schema/index';
import { seedAccount, type Account } from '../../seed/factories';
import { member } from '../professionals/directory.fixtures';
import { companyStep, informationStep, seedProfessionalProfile } from '../professionals/professionals.fixtures';

/** A partner created by an admin through the console's API: its id and the secret shown once. */
export async function createTestPartner(app: FastifyInstance, name = 'Test portal'): Promise<TResoPartnerCreated> {
  const admin = await clientAs(app, await seedRoleAccount(app.deps.database.db, 'admin'));
  const res = await admin.post('/api/v1/admin/reso-partners', { name });
  if (res.statusCode !== 201) throw new Error(`partner not created: ${res.body}`);
  return res.json().data as TResoPartnerCreated;
}

/** A bearer token for the partner, from POST /api/reso/token with its credentials in the form. */
export async function tokenFor(app: FastifyInstance, partner: Pick<TResoPartnerCreated, 'clientId' | 'clientSecret'>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reso/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
    }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`no token: ${res.body}`);
  return res.json().access_token as string;
}

/** What a test professional is: profession, spoken languages, company, and whether verified and a paying member. */
export type ResoProfessionalOptions = {
  firstName: string;
  lastName: string;
  profession: 'agent' | 'broker' | 'appraiser';
  spokenLanguages: string[];
  company: Partial<TCompanyInformation>;
  status?: 'verified' | 'submitted';
  member?: boolean;
};

/** The private details every test professional files (government ID, licence, contact): none may reach the feed. */
export const PRIVATE_DETAILS = {
  idNumber: 'GOVID-7731-PRIVATE',
  licenseNumber: 'LIC-99812-PRIVATE',
  phone: '+1 360 555 0199',
} as const;

/**
 * A professional profile as the sign-up leaves it (both steps saved, with private ID and licence
 * details), verified unless told, with a running membership unless told: the directory's rows.
 */
export async function seedResoProfessional(db: DbOrTx, options: ResoProfessionalOptions): Promise<Account> {
  const account = await seedAccount(db, { firstName: options.firstName, lastName: options.lastName, phone: PRIVATE_DETAILS.phone });
  const company = companyStep(options.company as never);
  await seedProfessionalProfile(db, account.id, {
    status: options.status ?? 'verified',
    profession: options.profession,
    spokenLanguages: options.spokenLanguages,
    company,
  });
  const information = {
    ...informationStep(
      { governmentId: [], professionalLicense: [] },
      { profession: options.profession, spokenLanguages: options.spokenLanguages as never },
    ),
    governmentId: { firstName: options.firstName, lastName: options.lastName, idNumber: PRIVATE_DETAILS.idNumber },
    professionalLicense: { number: PRIVATE_DETAILS.licenseNumber, expiration: '2099-01-31' },
  };
  await db.update(professionalProfiles).set({ information }).where(eq(professionalProfiles.id, account.id));
  if (options.member ?? true) await member(db, account.id, []);
  return account;
}
