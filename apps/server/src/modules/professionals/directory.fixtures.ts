import type { TMembershipPlanId } from '@app/shared/constants/membership';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { httpClient, signUpVerified, type HttpClient } from '../../../test/http-client';
import type { DbOrTx } from '../../db/client';
import { memberships, serviceAreas } from '../../db/schema/index';
import { fillProfile } from './professionals.fixtures';

/** A running membership (Plus unless told) and service postal codes, as the memberships module stores them. */
export async function member(db: DbOrTx, accountId: string, codes: string[], plan: TMembershipPlanId = 'plus') {
  const now = new Date();
  await db.insert(memberships).values({
    accountId,
    plan,
    cycle: 'yearly',
    status: 'active',
    startedAt: now,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000),
    promotional: true,
  });
  if (codes.length) await db.insert(serviceAreas).values(codes.map((postalCode) => ({ accountId, country: 'US', postalCode })));
}

export type DirectoryProfessionalOptions = {
  profession?: string;
  languages?: string[];
  status?: 'verified' | 'submitted';
  member?: boolean;
  plan?: TMembershipPlanId;
  serves?: string[];
};

/** A professional through the API: signed up, both steps, submitted and (unless told otherwise) approved by the admin client. */
export async function directoryProfessional(
  app: FastifyInstance,
  db: DbOrTx,
  admin: HttpClient,
  options: DirectoryProfessionalOptions = {},
): Promise<{ client: HttpClient; id: string }> {
  const client = httpClient(app);
  const { account } = await signUpVerified(app, client);
  await fillProfile(app, client, {
    profession: (options.profession ?? 'appraiser') as never,
    spokenLanguages: (options.languages ?? ['en']) as never,
  });
  await client.post('/api/v1/professionals/me/submit');
  if ((options.status ?? 'verified') === 'verified')
    expect((await admin.post(`/api/v1/professionals/${account._id}/approve`)).statusCode).toBe(200);
  if (options.member ?? true) await member(db, account._id, options.serves ?? [], options.plan);
  return { client, id: account._id };
}
