import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, createTestApp } from '../../../../test/app';
import { latestMail } from '../../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../../test/role-fixtures';
import { adminAudit, devMailbox, newsletterSubscriptions } from '../../../db/schema/index';

const { app, db } = await createTestApp();
const adminAccount = await seedRoleAccount(db, 'admin');
const admin = await clientAs(app, adminAccount);

async function send(url: string, payload: object): Promise<string> {
  const res = await app.inject({ method: 'POST', url, headers: CLIENT_HEADERS, payload });
  return res.json().data._id;
}
const contact = (payload: object) =>
  send('/api/v1/feedback/contact', { name: 'Wei Chen', email: 'wei@example.com', topic: 'buying', message: 'Hi', ...payload });
const auditOf = (targetId: string) => db.select().from(adminAudit).where(eq(adminAudit.targetId, targetId));

describe('admin inbox: feedback and contact messages', () => {
  it('lists messages newest first, by kind, words and state', async () => {
    const question = await contact({ message: 'Can a foreign buyer get a mortgage in Austin?', locale: 'zh-Hant' });
    const survey = await send('/api/v1/feedback', { rating: 2, topic: 'search', message: 'The map is slow on my phone' });
    const all = (await admin.get('/api/v1/admin/inbox')).json().data;
    expect(all.entries.slice(0, 2).map((e: { _id: string }) => e._id)).toEqual([survey, question]);

    const byWords = (await admin.get('/api/v1/admin/inbox?q=foreign buyer')).json().data;
    expect(byWords.entries).toEqual([
      expect.objectContaining({ _id: question, kind: 'contact', name: 'Wei Chen', email: 'wei@example.com', handledAt: null }),
    ]);
    const surveys = (await admin.get('/api/v1/admin/inbox?kind=feedback&state=open')).json().data;
    expect(surveys.entries.map((e: { _id: string }) => e._id)).toContain(survey);
    expect(surveys.entries.every((e: { kind: string }) => e.kind === 'feedback')).toBe(true);
    expect((await admin.get('/api/v1/admin/inbox?kind=spam')).statusCode).toBe(400);
  });

  it('marks a message handled once, with who; logged once', async () => {
    const id = await contact({ message: 'Please call me back' });
    const first = await admin.post(`/api/v1/admin/inbox/${id}/handled`);
    expect(first.json().data).toMatchObject({ _id: id, handledBy: adminAccount.email, handledAt: expect.any(String) });
    const again = await admin.post(`/api/v1/admin/inbox/${id}/handled`);
    expect(again.json().data.handledAt).toBe(first.json().data.handledAt);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['feedback.handle']);
    const open = (await admin.get('/api/v1/admin/inbox?state=open&q=call me back')).json().data;
    expect(open.total).toBe(0);
    expect((await admin.post('/api/v1/admin/inbox/00000000-0000-4000-8000-000000000000/handled')).statusCode).toBe(404);
  });

  it('mails the writer the answer in the language they wrote in, once, and marks the message handled; logged', async () => {
    const id = await contact({ email: 'mei@example.com', name: 'Mei', message: '外國買家可以貸款嗎？', locale: 'zh-Hant' });
    const empty = await admin.post(`/api/v1/admin/inbox/${id}/reply`, { message: '  ' });
    expect(empty.statusCode).toBe(400);

    const res = await admin.post(`/api/v1/admin/inbox/${id}/reply`, { message: '可以，我們的貸款頁面列出了合作銀行。' });
    expect(res.json().data).toMatchObject({ reply: '可以，我們的貸款頁面列出了合作銀行。', handledBy: adminAccount.email });
    const mail = await latestMail(app, 'mei@example.com');
    expect(mail).toMatchObject({ template: 'contact-reply', locale: 'zh-Hant', subject: '我們對您寫給 Terranest 的訊息的回覆' });
    expect(mail?.text).toContain('可以，我們的貸款頁面列出了合作銀行。');
    expect(mail?.text).toContain('外國買家可以貸款嗎？');

    const twice = await admin.post(`/api/v1/admin/inbox/${id}/reply`, { message: 'Again' });
    expect(twice.statusCode).toBe(409);
    await app.deps.outbox.drain();
    expect(await db.select().from(devMailbox).where(eq(devMailbox.to, 'mei@example.com'))).toHaveLength(1);
    expect((await auditOf(id)).map((row) => [row.action, row.reason])).toEqual([
      ['feedback.reply', '可以，我們的貸款頁面列出了合作銀行。'],
    ]);
  });

  it('cannot answer a survey left without an email', async () => {
    const id = await send('/api/v1/feedback', { rating: 5, topic: 'other', message: 'Great' });
    expect((await admin.post(`/api/v1/admin/inbox/${id}/reply`, { message: 'Thanks' })).statusCode).toBe(409);
  });
});

describe('admin: newsletter subscribers', () => {
  async function subscriber(email: string, confirmed: boolean) {
    const [row] = await db
      .insert(newsletterSubscriptions)
      .values({ email, locale: 'es', confirmedAt: confirmed ? new Date() : null })
      .returning({ id: newsletterSubscriptions.id });
    return row!.id;
  }

  it('exports confirmed addresses as CSV a spreadsheet cannot run as formulas; logged with the count', async () => {
    await subscriber('ana@example.com', true);
    await subscriber('=cmd|calc@example.com', true);
    await subscriber('waiting@example.com', false);
    const res = await admin.get('/api/v1/admin/subscribers/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,locale,confirmed_at,signed_up_at');
    expect(lines.some((line) => line.startsWith('ana@example.com,es,'))).toBe(true);
    expect(lines.some((line) => line.startsWith("'=cmd|calc@example.com,es,"))).toBe(true);
    expect(res.body).not.toContain('waiting@example.com');
    const [logged] = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'newsletter.export'), eq(adminAudit.actorId, adminAccount.id)));
    expect(logged?.data).toEqual({ count: lines.length - 1 });
  });

  it('finds an address and removes it on request with why; logged; a second removal is 404', async () => {
    const id = await subscriber('leave-me@example.com', true);
    const found = (await admin.get('/api/v1/admin/subscribers?q=leave-me')).json().data;
    expect(found.subscribers).toEqual([
      expect.objectContaining({ _id: id, email: 'leave-me@example.com', confirmedAt: expect.any(String) }),
    ]);

    const noWhy = await admin.delete(`/api/v1/admin/subscribers/${id}`, { why: '' });
    expect(noWhy.statusCode).toBe(400);
    const res = await admin.delete(`/api/v1/admin/subscribers/${id}`, { why: 'Asked by mail on 26 Nov' });
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id))).toEqual([]);
    expect((await auditOf(id)).map((row) => [row.action, row.targetLabel, row.reason])).toEqual([
      ['newsletter.remove', 'leave-me@example.com', 'Asked by mail on 26 Nov'],
    ]);
    expect((await admin.delete(`/api/v1/admin/subscribers/${id}`, { why: 'Again' })).statusCode).toBe(404);
  });
});
