import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { accounts } from '../../db/schema/index';
import { seedListing } from '../../seed/factories';
import { messagingTestbed } from '../messaging/messaging.fixtures';
import { seedProfessionalProfile } from '../professionals/professionals.fixtures';

const tb = await messagingTestbed();
const { app, db, seller, listing, sellerClient, buyerClient, strangerClient, contactSeller, send } = tb;

type LeadJson = {
  conversationId: string;
  visitor: { firstName: string };
  subject: string;
  listing: { title: string } | null;
  answeredAt: string | null;
};
const leadsOf = async (client = sellerClient, query = '') =>
  (await client.get(`/api/v1/leads${query}`)).json().data as { leads: LeadJson[]; total: number; unanswered: number };

describe('leads', () => {
  it("a visitor's message about a listing is the owner's lead: who, which listing, when; answered once the owner replies", async () => {
    const conversation = await contactSeller();
    // Opening the conversation without writing is not a contact yet.
    expect((await leadsOf()).leads.find((lead) => lead.conversationId === conversation._id)).toBeUndefined();
    await send(buyerClient, conversation._id, 'Is the bungalow still available?');
    const waiting = (await leadsOf()).leads.find((lead) => lead.conversationId === conversation._id);
    expect(waiting).toMatchObject({
      visitor: { firstName: 'Ana' },
      subject: 'listing',
      listing: { title: 'Sunlit bungalow' },
      answeredAt: null,
    });
    expect((await leadsOf(sellerClient, '?answered=false')).leads.map((lead) => lead.conversationId)).toContain(conversation._id);

    await send(sellerClient, conversation._id, 'Yes, come and see it on Saturday.');
    const answered = (await leadsOf()).leads.find((lead) => lead.conversationId === conversation._id);
    expect(answered?.answeredAt).toEqual(expect.any(String));
    expect((await leadsOf(sellerClient, '?answered=false')).leads.map((lead) => lead.conversationId)).not.toContain(conversation._id);
  });

  it("only the owner sees their leads: the visitor and anyone else see none of the owner's", async () => {
    const conversation = await contactSeller();
    await send(buyerClient, conversation._id, 'Hello again');
    expect((await leadsOf(buyerClient)).leads.map((lead) => lead.conversationId)).not.toContain(conversation._id);
    expect((await leadsOf(strangerClient)).leads).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/v1/leads' })).statusCode).toBe(401);
    const csv = await strangerClient.get('/api/v1/leads/export');
    expect(csv.body).not.toContain('Ana');
  });

  it("a contact from a professional's profile is their lead, with no listing", async () => {
    const pro = await seedRoleAccount(db, 'professional');
    await seedProfessionalProfile(db, pro.id, { status: 'verified', profession: 'appraiser' });
    const started = await buyerClient.post('/api/v1/messages/conversations', { subject: { kind: 'professional', id: pro.id } });
    await send(buyerClient, started.json().data.conversation._id, 'Can you appraise my flat?');
    const leads = await leadsOf(await clientAs(app, pro));
    expect(leads.leads).toEqual([
      expect.objectContaining({ subject: 'professional', listing: null, visitor: { firstName: 'Ana', lastName: 'Ruiz' } }),
    ]);
    expect(leads.unanswered).toBe(1);
  });

  it("leads about each of the owner's listings name their listing", async () => {
    const other = await seedListing(db, { ownerId: seller.id, complete: true, status: 'active', hidden: false, title: 'Harbour flat' });
    const conversation = await contactSeller(buyerClient, other.id);
    await send(buyerClient, conversation._id, 'Price?');
    expect((await leadsOf()).leads.some((lead) => lead.listing?.title === 'Harbour flat')).toBe(true);
  });

  it('exports the leads as CSV with formula-looking names defused', async () => {
    const visitor = await seedRoleAccount(db, 'owner');
    await db.update(accounts).set({ firstName: '=HYPERLINK("http://x.example")', lastName: 'Doe, Jr.' }).where(eq(accounts.id, visitor.id));
    const client = await clientAs(app, visitor);
    const conversation = await contactSeller(client, listing.id);
    await send(client, conversation._id, 'Hi');
    const res = await sellerClient.get('/api/v1/leads/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"First name","Last name","About","Listing","Listing id","Contacted (UTC)","Answered","Answered (UTC)"');
    const row =
      /^"'=HYPERLINK\(""http:\/\/x\.example""\)","Doe, Jr\.","Listing","Sunlit bungalow","[0-9a-f-]{36}","\d{4}-\d\d-\d\d \d\d:\d\d:\d\d","No",""$/;
    expect(
      lines.filter((line) => row.test(line)),
      lines.join('\n'),
    ).toHaveLength(1);
    const spanish = await sellerClient.get('/api/v1/leads/export?lang=es');
    expect(spanish.body).toContain('"Nombre","Apellido"');
  });

  it('an unknown page or language is refused as invalid input, not a 500', async () => {
    expect((await sellerClient.get('/api/v1/leads?page=0')).statusCode).toBe(400);
    expect((await sellerClient.get('/api/v1/leads/export?lang=fr')).statusCode).toBe(400);
    expect((await sellerClient.get('/api/v1/leads?page=500')).json().data).toMatchObject({ leads: [], page: 500 });
  });
});
