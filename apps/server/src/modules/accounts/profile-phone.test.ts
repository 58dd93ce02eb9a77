import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUp } from '../../../test/http-client';
import { MIGRATIONS_DIR } from '../../db/migrations-dir';
import { seedAccount, seedListing } from '../../seed/factories';
import { accounts, listings } from '../../db/schema/index';

const { app, db } = await createTestApp();

describe('profile phone numbers, by the country they belong to', () => {
  it.each([
    ['a British mobile', 'gb', '+44 7911 123456', '+447911123456'],
    ['a Chinese mobile', 'cn', '+86 138 0013 8000', '+8613800138000'],
    ['an Australian mobile', 'AUS', '+61 412 345 678', '+61412345678'],
    ['a US number in the display format', 'us', '(415) 555-0147', '+14155550147'],
  ])('stores %s in E.164', async (_name, country, phone, stored) => {
    const client = httpClient(app);
    await signUp(client);
    const res = await client.put('/api/v1/account', { country, phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profile).toMatchObject({ country, phone: stored });
    expect((await client.get('/api/v1/account')).json().data.profile.phone).toBe(stored);
  });

  it.each([['+44 7911 1234567'], ['+86 138 0013 80'], ['123'], ['+1 (012) 555-0100'], ['phone me']])(
    "rejects %s with 'Invalid Phone Number'",
    async (phone) => {
      const client = httpClient(app);
      await signUp(client);
      const res = await client.put('/api/v1/account', { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, fields: { phone: 'Invalid Phone Number' } });
    },
  );
});

describe('migration 0021: phone numbers stored before E.164', () => {
  it('turns 10-digit US profile phones and listing-contact phones into E.164, leaving anything else alone', async () => {
    const legacy = await seedAccount(db, { phone: '5125550100' });
    const abroad = await seedAccount(db, { phone: '+447911123456' });
    const contacts = [
      {
        kind: 'escrow-company',
        companyName: 'Lone Star Escrow',
        officerName: 'Dana Ruiz',
        phone: '(512) 555-0100',
        email: 'dana@example.com',
      },
      { kind: 'title-company', companyName: 'Hill Title', officerName: 'Sam Lee', phone: '555-01', email: 'sam@example.com' },
    ];
    const listing = await seedListing(db, { details: { contacts } });
    const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.startsWith('0021_'));
    const statements = fs.readFileSync(path.join(MIGRATIONS_DIR, file ?? ''), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));

    const phoneOf = async (id: string) => (await db.select({ phone: accounts.phone }).from(accounts).where(eq(accounts.id, id)))[0]?.phone;
    expect(await phoneOf(legacy.id)).toBe('+15125550100');
    expect(await phoneOf(abroad.id)).toBe('+447911123456');
    const [row] = await db.select({ details: listings.details }).from(listings).where(eq(listings.id, listing.id));
    expect((row?.details as { contacts: { phone: string }[] }).contacts.map((contact) => contact.phone)).toEqual([
      '+15125550100',
      '555-01',
    ]);
  });
});
