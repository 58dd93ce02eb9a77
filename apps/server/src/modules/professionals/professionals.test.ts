import { MESSAGES } from '@app/shared/messages/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, signUp, signUpVerified } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { accounts, professionalEvents, professionalProfiles } from '../../db/schema/index';
import { companyStep, fillProfile, informationStep, uploadPrivateDocument } from './professionals.fixtures';

const { app, db } = await createTestApp();
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

async function professional() {
  const client = httpClient(app);
  const { account, email } = await signUpVerified(app, client);
  return { client, id: account._id, email };
}

async function submitted() {
  const pro = await professional();
  await fillProfile(app, pro.client);
  const res = await pro.client.post('/api/v1/professionals/me/submit');
  expect(res.statusCode).toBe(200);
  return pro;
}

describe('professional sign-up steps', () => {
  it('saves Your information and Company information, and says which steps are complete', async () => {
    const { client, id } = await professional();
    expect((await client.get('/api/v1/professionals/me')).json().data).toBeNull();
    const profile = await fillProfile(app, client);
    const mine = (await client.get('/api/v1/professionals/me')).json().data;
    expect(mine).toMatchObject({ _id: id, status: 'draft', steps: { information: true, company: true }, actions: ['submit', 'turn-off'] });
    expect(mine.information.governmentId.dateOfBirth).toEqual({ month: 4, day: 12, year: 1985 });
    expect(mine.documents.map((doc: { kind: string }) => doc.kind)).toEqual(['governmentId', 'professionalLicense']);
    expect(profile._id).toBe(id);
    // The account now holds professionalInfo (the professional role).
    const account = (await client.get('/api/v1/account')).json().data;
    expect(account.roles.professional).toBe(true);
    expect(account.professionalInfo).toEqual({ profession: 'appraiser', status: 'draft' });
  });

  it("refuses an invalid step with the spec's messages and saves nothing", async () => {
    const { client, id } = await professional();
    const res = await client.put('/api/v1/professionals/me/information', {
      ...informationStep({ governmentId: [], professionalLicense: [] }),
      governmentId: {
        firstName: '',
        lastName: 'Lin',
        idNumber: 'X1',
        dateOfBirth: { month: '', day: '', year: '' },
        expiration: '2001-01-01',
      },
      aboutMe: Array.from({ length: 801 }, () => 'word').join(' '),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      fields: {
        'governmentId.firstName': 'Enter a valid first name',
        'governmentId.dateOfBirth': 'Month/Day/Year is required',
        'governmentId.expiration': 'This ID has expired.',
        aboutMe: 'At most 800 words',
        'documents.governmentId': 'This field is required.',
      },
    });
    const company = await client.put(
      '/api/v1/professionals/me/company',
      companyStep({ website: 'http://10.0.0.1/admin', postalCode: '787' }),
    );
    expect(company.json().fields).toMatchObject({ website: 'Invalid Input', postalCode: '5-digit postal codes (zip) only.' });
    expect(await db.select().from(professionalProfiles).where(eq(professionalProfiles.id, id))).toEqual([]);
  });

  it("refuses documents that are someone else's ('File could not upload, try another one')", async () => {
    const { client } = await professional();
    const other = await professional();
    const theirs = await uploadPrivateDocument(app, other.client);
    const mine = await uploadPrivateDocument(app, client);
    const res = await client.put(
      '/api/v1/professionals/me/information',
      informationStep({ governmentId: [mine], professionalLicense: [theirs] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'documents.professionalLicense.0': MESSAGES.fileCouldNotUpload });
  });

  it('submits only a complete profile, and only with a verified email', async () => {
    const { client } = await professional();
    expect((await client.post('/api/v1/professionals/me/submit')).json().message).toBe(MESSAGES.professionalProfileIncomplete);
    const unverified = httpClient(app);
    await signUp(unverified);
    expect((await unverified.post('/api/v1/professionals/me/submit')).json().message).toBe(MESSAGES.verifyAccount);
  });
});

describe('verification within 3 days', () => {
  it('puts a submitted profile in the admin queue; only admins see the queue and decide', async () => {
    const pro = await submitted();
    const mine = (await pro.client.get('/api/v1/professionals/me')).json().data;
    expect(mine.status).toBe('submitted');
    expect(mine.verification).toMatchObject({ contactSupport: false, rejectionReason: null });
    expect(Date.parse(mine.verification.submittedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await pro.client.get('/api/v1/professionals/review-queue')).statusCode).toBe(403);
    expect((await pro.client.post(`/api/v1/professionals/${pro.id}/approve`)).statusCode).toBe(403);
    const stranger = await clientAs(app, await seedRoleAccount(db, 'professional'));
    expect((await stranger.get(`/api/v1/professionals/${pro.id}/review`)).statusCode).toBe(403);
    expect((await httpClient(app).get('/api/v1/professionals/review-queue')).statusCode).toBe(401);

    const queue = (await admin.get('/api/v1/professionals/review-queue')).json().data;
    expect(queue.find((item: { _id: string }) => item._id === pro.id)).toMatchObject({
      status: 'submitted',
      profession: 'appraiser',
      companyName: 'Lin Appraisals',
      email: pro.email,
    });
    const review = (await admin.get(`/api/v1/professionals/${pro.id}/review`)).json().data;
    expect(review.documents).toHaveLength(2);
    expect(review.documents[0].url).toMatch(/^http/);
    expect(review.actions).toEqual(['approve', 'reject', 'turn-off']);
  });

  it('tells the professional to contact support after 3 days of waiting', async () => {
    const pro = await submitted();
    await db
      .update(professionalProfiles)
      .set({ submittedAt: new Date(Date.now() - 3 * 86_400_000 - 60_000) })
      .where(eq(professionalProfiles.id, pro.id));
    expect((await pro.client.get('/api/v1/professionals/me')).json().data.verification.contactSupport).toBe(true);
    const queue = (await admin.get('/api/v1/professionals/review-queue')).json().data;
    expect(queue.find((item: { _id: string }) => item._id === pro.id).contactSupport).toBe(true);
  });

  it('rejects with a reason the professional reads and is mailed in their language, then resubmits and is approved', async () => {
    const pro = await submitted();
    await db.update(accounts).set({ preferredLanguage: 'es' }).where(eq(accounts.id, pro.id));
    expect((await admin.post(`/api/v1/professionals/${pro.id}/reject`, { reason: ' ' })).json().fields.reason).toBe(
      MESSAGES.reasonRequired,
    );
    const reason = 'The licence scan is blurred; upload a sharper one.';
    expect((await admin.post(`/api/v1/professionals/${pro.id}/reject`, { reason })).json().data.status).toBe('rejected');
    const mine = (await pro.client.get('/api/v1/professionals/me')).json().data;
    expect(mine).toMatchObject({ status: 'rejected', verification: { rejectionReason: reason }, actions: ['resubmit', 'turn-off'] });
    const mail = await latestMail(app, pro.email);
    expect(mail?.subject).toBe('Tu perfil profesional necesita un cambio');
    expect(mail?.text).toContain(reason);
    // A second decision on the same review is refused: it has moved on.
    expect((await admin.post(`/api/v1/professionals/${pro.id}/approve`)).statusCode).toBe(409);

    await pro.client.put(
      '/api/v1/professionals/me/information',
      informationStep({
        governmentId: [await uploadPrivateDocument(app, pro.client, 'id.pdf')],
        professionalLicense: [await uploadPrivateDocument(app, pro.client, 'sharper.pdf')],
      }),
    );
    expect((await pro.client.post('/api/v1/professionals/me/submit')).json().data.status).toBe('resubmitted');
    expect((await pro.client.get('/api/v1/professionals/me')).json().data.verification.rejectionReason).toBeNull();
    expect((await admin.post(`/api/v1/professionals/${pro.id}/approve`)).json().data.status).toBe('verified');
    expect((await latestMail(app, pro.email))?.subject).toBe('Tu perfil profesional está verificado');
    const events = await db.select().from(professionalEvents).where(eq(professionalEvents.entityId, pro.id)).orderBy(professionalEvents.at);
    expect(events.map((event) => [event.action, event.fromStatus, event.toStatus])).toEqual([
      ['submit', 'draft', 'submitted'],
      ['reject', 'submitted', 'rejected'],
      ['resubmit', 'rejected', 'resubmitted'],
      ['approve', 'resubmitted', 'verified'],
    ]);
    expect(events[1]?.reason).toBe(reason);
  });

  it('sends a verified profile back for review when what was reviewed changes, not for its About me', async () => {
    const pro = await submitted();
    await admin.post(`/api/v1/professionals/${pro.id}/approve`);
    const current = (await pro.client.get('/api/v1/professionals/me')).json().data;
    const same = { ...informationStep(current.information.documents), aboutMe: 'Now also serving Round Rock.' };
    expect((await pro.client.put('/api/v1/professionals/me/information', same)).json().data.status).toBe('verified');
    const changed = { ...same, professionalLicense: { number: 'AR-999999', expiration: same.professionalLicense.expiration } };
    const res = (await pro.client.put('/api/v1/professionals/me/information', changed)).json().data;
    expect(res.status).toBe('resubmitted');
  });

  it('refuses moves the table does not allow (submit twice, approve a draft)', async () => {
    const pro = await submitted();
    expect((await pro.client.post('/api/v1/professionals/me/submit')).statusCode).toBe(409);
    const draft = await professional();
    await fillProfile(app, draft.client);
    expect((await admin.post(`/api/v1/professionals/${draft.id}/approve`)).json()).toMatchObject({
      success: false,
      message: MESSAGES.actionNotAvailable,
    });
    expect((await admin.post(`/api/v1/professionals/${draft.id}/reject`, { reason: 'no' })).statusCode).toBe(409);
  });
});

describe('DELETE account/professional/{id}', () => {
  it('turns the profile off and keeps the account; saving a step opens it again as a draft', async () => {
    const pro = await submitted();
    const stranger = await professional();
    expect((await stranger.client.delete(`/api/v1/account/professional/${pro.id}`)).statusCode).toBe(404);
    expect((await pro.client.delete(`/api/v1/account/professional/${pro.id}`)).json()).toEqual({ success: true, data: { done: true } });
    const [account] = await db.select().from(accounts).where(eq(accounts.id, pro.id));
    expect(account).toMatchObject({ id: pro.id, professionalInfo: null });
    expect((await pro.client.get('/api/v1/account')).json().data.roles.professional).toBe(false);
    expect((await pro.client.get('/api/v1/professionals/me')).json().data).toMatchObject({ status: 'off', actions: ['reopen'] });
    expect((await pro.client.delete(`/api/v1/account/professional/${pro.id}`)).statusCode).toBe(409);
    const reopened = (await pro.client.put('/api/v1/professionals/me/company', companyStep())).json().data;
    expect(reopened.status).toBe('draft');
  });

  it('lets an admin turn a profile off', async () => {
    const pro = await submitted();
    expect((await admin.delete(`/api/v1/account/professional/${pro.id}`)).statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(professionalEvents)
      .where(and(eq(professionalEvents.entityId, pro.id), eq(professionalEvents.action, 'turn-off')));
    expect(row).toMatchObject({ actorRelation: 'admin', fromStatus: 'submitted', toStatus: 'off' });
  });
});
