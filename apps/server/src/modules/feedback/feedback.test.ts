import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, createTestApp } from '../../../test/app';
import { feedbackEntries } from '../../db/schema/index';

const { app, db } = await createTestApp();

function post(url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, headers: CLIENT_HEADERS, payload: payload as object });
}

describe('POST /api/v1/feedback', () => {
  it('stores the survey answer with its request id and returns its id', async () => {
    const res = await post('/api/v1/feedback', {
      rating: 4,
      topic: 'search',
      message: '  Love the map view  ',
      email: 'Ana@Example.com',
      locale: 'es',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id;
    const [row] = await db.select().from(feedbackEntries).where(eq(feedbackEntries.id, id));
    expect(row).toMatchObject({
      kind: 'feedback',
      rating: 4,
      topic: 'search',
      message: 'Love the map view',
      email: 'ana@example.com',
      locale: 'es',
    });
    expect(row?.requestId).toBe(res.headers['x-request-id']);
  });

  it('accepts a survey without an email', async () => {
    const res = await post('/api/v1/feedback', { rating: 5, topic: 'other', message: 'Great', email: '' });
    expect(res.statusCode).toBe(201);
  });

  it("answers a missing rating and message with 'This field is required.' per field", async () => {
    const res = await post('/api/v1/feedback', { topic: 'other', message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ rating: 'This field is required.', message: 'This field is required.' });
  });

  it('rejects a rating outside 1 to 5', async () => {
    expect((await post('/api/v1/feedback', { rating: 6, topic: 'other', message: 'x' })).statusCode).toBe(400);
    expect((await post('/api/v1/feedback', { rating: 0, topic: 'other', message: 'x' })).statusCode).toBe(400);
  });

  it('stores SQL metacharacters as plain text', async () => {
    const message = "Robert'); DROP TABLE feedback_entries;--";
    const res = await post('/api/v1/feedback', { rating: 3, topic: 'other', message });
    const [row] = await db.select().from(feedbackEntries).where(eq(feedbackEntries.id, res.json().data._id));
    expect(row?.message).toBe(message);
  });
});

describe('POST /api/v1/feedback/contact', () => {
  it('stores a contact message', async () => {
    const res = await post('/api/v1/feedback/contact', {
      name: 'Wei Chen',
      email: 'wei@example.com',
      topic: 'buying',
      message: 'Can a foreign buyer get a mortgage?',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(feedbackEntries).where(eq(feedbackEntries.id, res.json().data._id));
    expect(row).toMatchObject({ kind: 'contact', name: 'Wei Chen', email: 'wei@example.com', topic: 'buying' });
  });

  it("answers a bad email with 'Please enter a valid email.'", async () => {
    const res = await post('/api/v1/feedback/contact', { name: 'Wei', email: 'wei@', topic: 'buying', message: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Please enter a valid email.');
  });

  it("answers a missing name with 'Name required.'", async () => {
    const res = await post('/api/v1/feedback/contact', { name: ' ', email: 'wei@example.com', topic: 'buying', message: 'Hi' });
    expect(res.json().fields.name).toBe('Name required.');
  });
});
