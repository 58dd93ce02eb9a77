import type { FastifyInstance } from 'fastify';
import type { TResoPartnerCreated } from '@app/shared/reso/reso-partners.schema';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';

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
