import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, linkIn, latestMail, signUp, signUpVerified } from '../../../test/http-client';
import { completeDraft, payListing } from '../../../test/listing-fixtures';
import { listingEvents } from '../../db/schema/index';

const { app, db } = await createTestApp();

let counter = 0;
const escrow = (email: string) => ({
  kind: 'escrow-company' as const,
  companyName: 'Lone Star Escrow',
  officerName: 'Dana Ruiz',
  phone: '5125550100',
  email,
});
const companyEmail = () => `escrow${(counter += 1)}.${Date.now()}@example.com`;

/** A paid listing naming `email` as its escrow company; its owner's client. */
async function paidListing(email: string) {
  const client = httpClient(app);
  const { email: ownerEmail } = await signUpVerified(app, client);
  const draft = await completeDraft(app, client, { contacts: [escrow(email)] });
  const id = (await client.post('/api/v1/properties', draft)).json().data._id as string;
  expect((await payListing(client, id)).statusCode).toBe(200);
  return { client, id, draft, ownerEmail };
}

const statusOf = async (client: ReturnType<typeof httpClient>, id: string) =>
  (await client.get(`/api/v1/properties/${id}/edit`)).json().data.status as string;
const isPublic = async (id: string) => (await httpClient(app).get(`/api/v1/properties/${id}`)).statusCode === 200;
const systemMoves = async (id: string) =>
  (
    await db
      .select({ action: listingEvents.action, to: listingEvents.toStatus, reason: listingEvents.reason })
      .from(listingEvents)
      .where(and(eq(listingEvents.entityId, id), eq(listingEvents.actorRelation, 'system')))
      .orderBy(asc(listingEvents.at))
  ).map((event) => `${event.action}:${event.to}:${event.reason}`);

describe('publication follows the escrow and title companies, on every save and every verification', () => {
  it('holds a live listing back when an edit names an escrow company without an account, and releases it when the owner corrects the email', async () => {
    const verifiedCompany = companyEmail();
    await signUpVerified(app, httpClient(app), { email: verifiedCompany });
    const { client, id, draft } = await paidListing(verifiedCompany);
    expect(await statusOf(client, id)).toBe('active');

    const saved = await client.put(`/api/v1/properties/${id}`, { ...draft, contacts: [escrow('nobody-yet@example.com')] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ status: 'pending', publicationBlockers: ['escrow-company-not-registered'] });
    expect(await isPublic(id)).toBe(false);

    const corrected = await client.put(`/api/v1/properties/${id}`, { ...draft, contacts: [escrow(verifiedCompany.toUpperCase())] });
    expect(corrected.json().data).toMatchObject({ status: 'active', publicationBlockers: [] });
    expect(await isPublic(id)).toBe(true);
    expect(await systemMoves(id)).toEqual(['hold:pending:company-not-registered', 'release:active:companies-registered']);
  });

  it('goes online the moment the escrow company verifies its email, not when it merely registers', async () => {
    const company = companyEmail();
    const { client, id, ownerEmail } = await paidListing(company);
    expect(await statusOf(client, id)).toBe('pending');

    const companyClient = httpClient(app);
    await signUp(companyClient, { email: company });
    expect(await statusOf(client, id)).toBe('pending');

    const link = linkIn((await latestMail(app, company))?.text, `${app.deps.config.publicUrl}/verification/`);
    expect((await companyClient.post(`/api/v1/account/verify/${link.split('/').pop()}`)).statusCode).toBe(200);
    expect(await statusOf(client, id)).toBe('active');
    expect(await isPublic(id)).toBe(true);
    expect(await systemMoves(id)).toEqual(['release:active:companies-registered']);
    const mail = await latestMail(app, ownerEmail);
    expect(mail?.subject).toMatch(/is now public$/);
    expect(mail?.text).toContain(`${app.deps.config.publicUrl}/dashboard/listings/${id}/overview`);
  });

  it('keeps a listing pending while another company it names still has no verified account', async () => {
    const first = companyEmail();
    const client = httpClient(app);
    await signUpVerified(app, client);
    const title = { ...escrow('title-nobody@example.com'), kind: 'title-company' as const, companyName: 'Hill Title' };
    const id = (await client.post('/api/v1/properties', await completeDraft(app, client, { contacts: [escrow(first), title] }))).json().data
      ._id as string;
    await payListing(client, id);
    await signUpVerified(app, httpClient(app), { email: first });
    expect(await statusOf(client, id)).toBe('pending');
    expect(await systemMoves(id)).toEqual([]);
  });
});
