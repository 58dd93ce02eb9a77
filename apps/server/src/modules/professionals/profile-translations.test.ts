import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified, type HttpClient } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { memberships } from '../../db/schema/index';
import { directoryProfessional } from './directory.fixtures';

const { app, db } = await createTestApp();
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

const ENGLISH = 'Residential appraiser in Central Texas for twelve years.';
const TRADITIONAL = '在德州中部從事住宅估價十二年。';
const SIMPLIFIED = '在德州中部从事住宅估价十二年。';
const SPANISH = 'Tasador residencial en el centro de Texas desde hace doce años.';

const translate = (client: HttpClient, locale: string, aboutMe: string) =>
  client.put(`/api/v1/professionals/me/translations/${locale}`, { aboutMe });
const profile = async (id: string, query = '') => (await httpClient(app).get(`/api/v1/professionals/${id}${query}`)).json().data;
const own = async (client: HttpClient) => (await client.get('/api/v1/professionals/me')).json().data;

describe('profile translations by plan', () => {
  it('Basic publishes English and Traditional Chinese: Simplified Chinese and Spanish are refused and never stored', async () => {
    const basic = await directoryProfessional(app, db, admin, { plan: 'basic' });
    const saved = await translate(basic.client, 'zh-Hant', TRADITIONAL);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ status: 'verified', translations: { 'zh-Hant': { aboutMe: TRADITIONAL } } });
    for (const [locale, text] of [
      ['zh-Hans', SIMPLIFIED],
      ['es', SPANISH],
    ] as const) {
      const refused = await translate(basic.client, locale, text);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'Your membership plan does not publish your profile in this language.',
      });
    }
    expect(Object.keys((await own(basic.client)).translations)).toEqual(['zh-Hant']);

    expect(await profile(basic.id, '?locale=zh-Hant')).toMatchObject({
      aboutMe: TRADITIONAL,
      aboutMeLocale: 'zh-Hant',
      publishedLocales: ['en-us', 'zh-Hant'],
    });
    // A Spanish or Simplified Chinese reader gets English, and is told so.
    expect(await profile(basic.id, '?locale=es')).toMatchObject({ aboutMe: ENGLISH, aboutMeLocale: 'en-us' });
    expect(await profile(basic.id, '?locale=zh-Hans')).toMatchObject({ aboutMe: ENGLISH, aboutMeLocale: 'en-us' });
    expect(await profile(basic.id)).toMatchObject({ aboutMe: ENGLISH, aboutMeLocale: 'en-us' });
  });

  it('Standard adds Simplified Chinese and Spanish; a language not written falls back to English', async () => {
    const standard = await directoryProfessional(app, db, admin, { plan: 'standard' });
    expect((await translate(standard.client, 'zh-Hans', SIMPLIFIED)).statusCode).toBe(200);
    expect((await translate(standard.client, 'es', SPANISH)).statusCode).toBe(200);
    expect(await profile(standard.id, '?locale=es')).toMatchObject({
      aboutMe: SPANISH,
      aboutMeLocale: 'es',
      publishedLocales: ['en-us', 'zh-Hans', 'es'],
    });
    expect(await profile(standard.id, '?locale=zh-Hans')).toMatchObject({ aboutMe: SIMPLIFIED, aboutMeLocale: 'zh-Hans' });
    expect(await profile(standard.id, '?locale=zh-Hant')).toMatchObject({ aboutMe: ENGLISH, aboutMeLocale: 'en-us' });
    // An empty text takes the translation down.
    expect((await translate(standard.client, 'es', '  ')).json().data.translations).toEqual({ 'zh-Hans': { aboutMe: SIMPLIFIED } });
    expect(await profile(standard.id, '?locale=es')).toMatchObject({ aboutMe: ENGLISH, aboutMeLocale: 'en-us' });
  });

  it('a language the running plan no longer includes stays stored for the professional but is not served', async () => {
    const pro = await directoryProfessional(app, db, admin, { plan: 'premium' });
    await translate(pro.client, 'es', SPANISH);
    await translate(pro.client, 'zh-Hant', TRADITIONAL);
    await db.update(memberships).set({ plan: 'basic' }).where(eq(memberships.accountId, pro.id));
    const served = await profile(pro.id, '?locale=es');
    expect(served).toMatchObject({ aboutMe: ENGLISH, aboutMeLocale: 'en-us', publishedLocales: ['en-us', 'zh-Hant'] });
    expect(JSON.stringify(served)).not.toContain(SPANISH);
    expect((await own(pro.client)).translations.es).toEqual({ aboutMe: SPANISH });
    expect((await translate(pro.client, 'es', SPANISH)).statusCode).toBe(403);
  });

  it('needs a saved profile and a running membership, takes only the other languages, and keeps 800 words', async () => {
    const stranger = httpClient(app);
    await signUpVerified(app, stranger);
    expect((await translate(stranger, 'zh-Hant', TRADITIONAL)).json()).toMatchObject({ success: false });
    const unpaid = await directoryProfessional(app, db, admin, { member: false });
    expect((await translate(unpaid.client, 'zh-Hant', TRADITIONAL)).json()).toMatchObject({
      success: false,
      message: 'You need an active membership plan for this.',
    });
    const pro = await directoryProfessional(app, db, admin, { plan: 'premium' });
    expect((await translate(pro.client, 'en-us', ENGLISH)).statusCode).toBe(400);
    expect((await translate(pro.client, 'fr', 'Bonjour')).statusCode).toBe(400);
    const tooLong = await translate(pro.client, 'zh-Hant', '字'.repeat(801));
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('At most 800 words');
    expect((await httpClient(app).put('/api/v1/professionals/me/translations/zh-Hant', { aboutMe: TRADITIONAL })).statusCode).toBe(401);
  });
});
