import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { adminAudit, resoAccessTokens, resoPartnerClients } from '../../db/schema/index';
import { createTestPartner, tokenFor } from './reso.fixtures';

const { app, db } = await createTestApp();
const adminAccount = await seedRoleAccount(db, 'admin');
const admin = await clientAs(app, adminAccount);

const read = (token?: string, path = 'Property') =>
  app.inject({ method: 'GET', url: `/api/reso/odata/${path}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
const tokenRequest = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/reso/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
const auditOf = (targetId: string) => db.select().from(adminAudit).where(eq(adminAudit.targetId, targetId));

describe('RESO feed: a bearer token is required', () => {
  it.each(['Property', '$metadata', '', 'Media'])('/api/reso/odata/%s without a token is 401 with an OData error body', async (path) => {
    const res = await read(undefined, path);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="reso"');
    expect(res.json()).toEqual({ error: { code: 'Unauthorized', message: expect.stringContaining('bearer token is required') } });
  });

  it('a made-up token is 401', async () => {
    const res = await read('not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(res.json().error.code).toBe('Unauthorized');
  });

  it('a partner gets a token with its credentials (form fields or HTTP Basic) and reads the feed with it', async () => {
    const partner = await createTestPartner(app, 'Form partner');
    const posted = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
    expect((await read(posted.json().access_token)).statusCode).toBe(200);

    const basic = Buffer.from(`${partner.clientId}:${partner.clientSecret}`).toString('base64');
    const viaBasic = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    expect(viaBasic.statusCode).toBe(200);
    expect((await read(viaBasic.json().access_token, '$metadata')).statusCode).toBe(200);
    // Only hashes are stored.
    const [stored] = await db.select().from(resoPartnerClients).where(eq(resoPartnerClients.clientId, partner.clientId));
    expect(stored?.secretHash).not.toContain(partner.clientSecret);
    expect(stored?.lastTokenAt).not.toBeNull();
    const tokens = await db.select().from(resoAccessTokens).where(eq(resoAccessTokens.clientId, partner._id));
    expect(tokens.map((row) => row.tokenHash)).not.toContain(posted.json().access_token);
  });

  it('a wrong secret, a missing one or another grant type get no token', async () => {
    const partner = await createTestPartner(app, 'Wrong secret partner');
    const wrong = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: `${partner.clientSecret}x`,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
    const missing = await tokenRequest({ grant_type: 'client_credentials', client_id: partner.clientId });
    expect(missing.statusCode).toBe(401);
    const password = await tokenRequest({ grant_type: 'password', client_id: partner.clientId, client_secret: partner.clientSecret });
    expect(password.statusCode).toBe(400);
    expect(password.json().error).toBe('unsupported_grant_type');
    const none = await tokenRequest({ client_id: partner.clientId, client_secret: partner.clientSecret });
    expect(none.json().error).toBe('invalid_request');
  });

  it('an expired token is refused', async () => {
    const partner = await createTestPartner(app, 'Expiring partner');
    const token = await tokenFor(app, partner);
    expect((await read(token)).statusCode).toBe(200);
    await db
      .update(resoAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resoAccessTokens.clientId, partner._id));
    expect((await read(token)).statusCode).toBe(401);
  });
});

describe('RESO partners in the admin console', () => {
  it('an admin creates a partner: the secret is shown once, the list never shows it, and the audit log has it', async () => {
    const created = await admin.post('/api/v1/admin/reso-partners', { name: 'Casa Portal' });
    expect(created.statusCode).toBe(201);
    const partner = created.json().data;
    expect(partner).toMatchObject({
      name: 'Casa Portal',
      clientId: expect.stringMatching(/^reso_/),
      clientSecret: expect.any(String),
      revokedAt: null,
    });
    const list = await admin.get('/api/v1/admin/reso-partners');
    expect(list.body).not.toContain(partner.clientSecret);
    expect(list.json().data[0]).toMatchObject({ _id: partner._id, name: 'Casa Portal', lastTokenAt: null });
    expect(await auditOf(partner._id)).toEqual([
      expect.objectContaining({
        action: 'reso-partner.create',
        actorId: adminAccount.id,
        targetKind: 'reso-partner',
        targetLabel: `Casa Portal (${partner.clientId})`,
      }),
    ]);
  });

  it('a partner needs a name', async () => {
    const res = await admin.post('/api/v1/admin/reso-partners', { name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, fields: { name: 'This field is required.' } });
  });

  it('revoking a partner, with why, stops its tokens at once and logs it; revoking it again is a conflict', async () => {
    const partner = await createTestPartner(app, 'Revoked portal');
    const token = await tokenFor(app, partner);
    const res = await admin.post(`/api/v1/admin/reso-partners/${partner._id}/revoke`, { why: 'Contract ended' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revokedAt).not.toBeNull();
    expect((await read(token)).statusCode).toBe(401);
    expect(
      (await tokenRequest({ grant_type: 'client_credentials', client_id: partner.clientId, client_secret: partner.clientSecret }))
        .statusCode,
    ).toBe(401);
    expect(await auditOf(partner._id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'reso-partner.revoke', reason: 'Contract ended' })]),
    );
    expect((await admin.post(`/api/v1/admin/reso-partners/${partner._id}/revoke`, { why: 'Again' })).statusCode).toBe(409);
    expect((await admin.post(`/api/v1/admin/reso-partners/${partner._id}/revoke`, { why: '' })).statusCode).toBe(400);
  });

  it.each(['user', 'stranger', 'professional'] as const)('a %s cannot list, create or revoke partners', async (role) => {
    const caller = await clientAs(app, await seedRoleAccount(db, role));
    const partner = await createTestPartner(app, `Kept ${role}`);
    for (const res of [
      await caller.get('/api/v1/admin/reso-partners'),
      await caller.post('/api/v1/admin/reso-partners', { name: 'Mine' }),
      await caller.post(`/api/v1/admin/reso-partners/${partner._id}/revoke`, { why: 'Mine' }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    const [row] = await db.select().from(resoPartnerClients).where(eq(resoPartnerClients.id, partner._id));
    expect(row?.revokedAt).toBeNull();
  });
});
