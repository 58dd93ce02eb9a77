import type { TProfessionalStatus } from '@app/shared/professionals/profile-transitions';
import type { TProfessionalInformationInput, TCompanyInformationInput } from '@app/shared/professionals/profile.schema';
import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../../test/http-client';
import type { DbOrTx } from '../../db/client';
import { accounts, professionalProfiles } from '../../db/schema/index';
import { TINY_PDF, upload } from '../media/media.fixtures';
import { eq } from 'drizzle-orm';

/** A profile row in a given status, written directly (for tests of what reads profiles: listings, the directory). */
export async function seedProfessionalProfile(
  db: DbOrTx,
  accountId: string,
  options: { status: TProfessionalStatus; profession: string; spokenLanguages?: string[]; company?: Record<string, unknown> | null },
) {
  const now = new Date();
  await db
    .insert(professionalProfiles)
    .values({
      id: accountId,
      status: options.status,
      profession: options.profession,
      spokenLanguages: options.spokenLanguages ?? ['en'],
      company: options.company ?? null,
      submittedAt: now,
      verifiedAt: options.status === 'verified' ? now : null,
    })
    .onConflictDoUpdate({
      target: professionalProfiles.id,
      set: { status: options.status, profession: options.profession, verifiedAt: options.status === 'verified' ? now : null },
    });
  await db
    .update(accounts)
    .set({ professionalInfo: options.status === 'off' ? null : { profession: options.profession, status: options.status } })
    .where(eq(accounts.id, accountId));
}

/** Uploads a private PDF (an ID or licence scan) for the signed-in client; returns its media id. */
export async function uploadPrivateDocument(app: FastifyInstance, client: HttpClient, name = 'licence.pdf'): Promise<string> {
  const res = await upload(app, client, { name, type: 'application/pdf', bytes: TINY_PDF, access: 'private' });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { _id: string } }).data._id;
}

const nextYear = new Date().getUTCFullYear() + 1;

/** A complete Your information step naming the given documents (overrides win). */
export function informationStep(
  documents: { governmentId: string[]; professionalLicense: string[]; eoInsurance?: string[] },
  overrides: Partial<TProfessionalInformationInput> = {},
): TProfessionalInformationInput {
  return {
    profession: 'appraiser',
    governmentId: {
      firstName: 'Mei',
      lastName: 'Lin',
      idNumber: 'D1234567',
      dateOfBirth: { month: '4', day: '12', year: '1985' },
      expiration: `${nextYear}-06-30`,
    },
    professionalLicense: { number: 'AR-445566', expiration: `${nextYear}-01-31` },
    tradeMembership: 'Appraisal Institute',
    credentials: ['MAI', 'SRA'],
    aboutMe: 'Residential appraiser in Central Texas for twelve years.',
    spokenLanguages: ['en', 'es'],
    documents,
    ...overrides,
  };
}

/** A complete Company information step (overrides win). */
export function companyStep(overrides: Partial<TCompanyInformationInput> = {}): TCompanyInformationInput {
  return {
    companyName: 'Lin Appraisals',
    website: 'https://lin-appraisals.com',
    street: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'us',
    ...overrides,
  };
}

/** Fills both steps through the API with fresh private documents; returns the saved profile. */
export async function fillProfile(app: FastifyInstance, client: HttpClient, overrides: Partial<TProfessionalInformationInput> = {}) {
  const documents = {
    governmentId: [await uploadPrivateDocument(app, client, 'passport.pdf')],
    professionalLicense: [await uploadPrivateDocument(app, client, 'licence.pdf')],
  };
  const information = await client.put('/api/v1/professionals/me/information', informationStep(documents, overrides));
  if (information.statusCode !== 200) throw new Error(`information step failed: ${information.body}`);
  const company = await client.put('/api/v1/professionals/me/company', companyStep());
  if (company.statusCode !== 200) throw new Error(`company step failed: ${company.body}`);
  return company.json().data as { _id: string; status: string };
}
