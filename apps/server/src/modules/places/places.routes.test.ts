import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared/messages/messages';
import { ZPlace } from '@app/shared/search/search.schema';
import { createTestApp } from '../../../test/app';

const { app } = await createTestApp();

const get = (query: string) => app.inject({ method: 'GET', url: `/api/v1/places?${query}` });

describe('GET /api/v1/places', () => {
  it('suggests places to anyone, signed in or not, as { success, data } with a short cache lifetime', async () => {
    const res = await get('q=aus');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(8);
    expect(body.data[0]).toMatchObject({ kind: 'city', label: 'Austin, TX', city: 'Austin', state: 'TX', zip: null, country: 'us' });
    for (const place of body.data) expect(ZPlace.strict().parse(place)).toEqual(place);
  });

  it('answers a Chinese query, URL-encoded, with places labelled in Chinese and named in English: "洛杉矶" → 洛杉矶, 加州', async () => {
    const res = await get(`q=${encodeURIComponent('洛杉矶')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ kind: 'city', label: '洛杉矶, 加州', city: 'Los Angeles', state: 'CA', country: 'us' });
  });

  it('answers at most `limit` places', async () => {
    expect((await get('q=7870&limit=3')).json().data.map((p: { zip: string }) => p.zip)).toEqual(['78701', '78702', '78703']);
  });

  it("answers an empty list when nothing matches (the web shows 'Sorry, no matching options')", async () => {
    const res = await get('q=qqxzvw');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it.each([
    ['no q', ''],
    ['an empty q', 'q='],
    ['a blank q', 'q=%20%20'],
    ['a q over 100 characters', `q=${'a'.repeat(101)}`],
    ['a limit over 10', 'q=aus&limit=11'],
    ['a limit of 0', 'q=aus&limit=0'],
  ])("rejects %s with 400 and 'Invalid Input'", async (_case, query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(Object.values(body.fields)).toEqual([MESSAGES.invalidInput]);
  });
});
