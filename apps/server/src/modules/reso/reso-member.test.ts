import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { professionalProfiles } from '../../db/schema/index';
import { seedAccount, seedListing } from '../../seed/factories';
import { createTestPartner, PRIVATE_DETAILS, seedResoProfessional, tokenFor, type ResoProfessionalOptions } from './reso.fixtures';

const { app, db } = await createTestApp();

const acme = {
  companyName: 'Acme Realty',
  website: 'https://acme-realty.example',
  street: '1 Main St',
  city: 'Olympia',
  state: 'WA',
  postalCode: '98501',
  country: 'us',
} as const;
/** Two listed members of one company (typed a little differently), a third elsewhere; and four the feed must not show. */
const rosa = await seedResoProfessional(db, {
  firstName: 'Rosa',
  lastName: 'Diaz',
  profession: 'agent',
  spokenLanguages: ['en', 'es'],
  company: acme,
});
const wing = await seedResoProfessional(db, {
  firstName: 'Wing',
  lastName: 'Chan',
  profession: 'broker',
  spokenLanguages: ['yue', 'zh-Hant'],
  company: { ...acme, companyName: ' acme realty ', street: '1 MAIN ST' },
});
const ava = await seedResoProfessional(db, {
  firstName: 'Ava',
  lastName: 'Moss',
  profession: 'agent',
  spokenLanguages: ['en'],
  company: {
    companyName: 'Harbour Homes',
    website: '',
    street: '9 Quay Rd',
    apt: 'Level 2',
    city: 'Hobart',
    state: 'TAS',
    postalCode: '7000',
    country: 'AUS',
  },
});
/** A professional the feed must not show, with a company of its own. */
const unpublished = (companyName: string, options: Partial<ResoProfessionalOptions>) =>
  seedResoProfessional(db, {
    firstName: companyName.split(' ')[0]!,
    lastName: 'Hidden',
    profession: 'agent',
    spokenLanguages: ['it'],
    company: { companyName, postalCode: '98502' },
    ...options,
  });
const waiting = await unpublished('Waiting Realty', { status: 'submitted' });
const unpaid = await unpublished('Unpaid Brokers', { profession: 'broker', member: false });
const appraiser = await unpublished('Appraisals Inc', { profession: 'appraiser' });
const turnedOff = await unpublished('Off Realty', {});
await db.update(professionalProfiles).set({ status: 'off' }).where(eq(professionalProfiles.id, turnedOff.id));
const mine = [rosa, wing, ava, waiting, unpaid, appraiser, turnedOff];
const ourCompanies = ['Acme Realty', ' acme realty ', 'Harbour Homes', 'Waiting Realty', 'Unpaid Brokers', 'Appraisals Inc', 'Off Realty'];

/** Listings far outside what any other test filters on (a town of its own, a price of 1.23, no rooms). */
const listing = (ownerId: string) =>
  seedListing(db, {
    ownerId,
    city: 'Zzyzx',
    zip: '00001',
    priceMinor: 123,
    beds: null,
    baths: null,
    yearBuilt: null,
    lotSizeSqft: null,
    photos: [],
  });
const rosasListing = await listing(rosa.id);
const waitingsListing = await listing(waiting.id);
const ownersListing = await listing((await seedAccount(db)).id);

const token = await tokenFor(app, await createTestPartner(app));
const feed = (query: string) =>
  app.inject({ method: 'GET', url: `/api/reso/odata/${query}`, headers: { authorization: `Bearer ${token}` } });
/** A collection read, checked to be a 200. */
async function read(query: string) {
  const res = await feed(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { value: Record<string, unknown>[]; '@odata.count'?: number };
}
const inList = (field: string, values: string[]) => `${field} in (${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')})`;
/** Only our members, whatever else the database holds. */
const ourMembers = inList(
  'MemberKey',
  mine.map((account) => account.id),
);
const memberKeys = async (filter: string) =>
  (await read(`Member?$filter=${encodeURIComponent(`(${ourMembers}) and (${filter})`)}&$select=MemberKey`)).value
    .map((row) => row.MemberKey)
    .sort();
const idsOf = (...accounts: { id: string }[]) => accounts.map((account) => account.id).sort();

describe('RESO feed: Member', () => {
  it('publishes verified, listed agents and brokers with what their public profile shows, and nothing private', async () => {
    const body = await read(`Member?$filter=${encodeURIComponent(ourMembers)}&$orderby=MemberLastName`);
    expect(body.value.map((row) => row.MemberKey)).toEqual([wing.id, rosa.id, ava.id]);
    const row = body.value.find((entity) => entity.MemberKey === rosa.id);
    expect(row).toEqual({
      MemberKey: rosa.id,
      MemberFirstName: 'Rosa',
      MemberLastName: 'Diaz',
      MemberFullName: 'Rosa Diaz',
      MemberType: 'Agent',
      MemberStatus: 'Active',
      MemberLanguages: ['English', 'Spanish'],
      OfficeKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      OfficeName: 'Acme Realty',
      ModificationTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(body.value.find((entity) => entity.MemberKey === wing.id)).toMatchObject({
      MemberType: 'Broker',
      MemberLanguages: ['Cantonese', 'Traditional Chinese'],
      OfficeKey: row!.OfficeKey,
    });
    const everything = JSON.stringify(body);
    for (const secret of [...Object.values(PRIVATE_DETAILS), rosa.email, wing.email]) expect(everything).not.toContain(secret);
  });

  it('never publishes an unverified, unpaid, turned-off or non-agent professional, not even by key', async () => {
    for (const hidden of [waiting, unpaid, appraiser, turnedOff]) {
      expect((await feed(`Member('${hidden.id}')`)).statusCode).toBe(404);
    }
    expect((await read(`Member('${rosa.id}')?$select=MemberFullName`)) as unknown).toMatchObject({ MemberFullName: 'Rosa Diaz' });
  });

  it.each([
    ["MemberType eq 'Broker'", () => [wing]],
    ["MemberType eq 'Agent'", () => [rosa, ava]],
    ["MemberLanguages/any(l: l eq 'Spanish')", () => [rosa]],
    ["MemberLanguages/any(l: l eq 'Cantonese' or l eq 'Spanish')", () => [rosa, wing]],
    ["MemberLanguages/all(l: l eq 'English')", () => [ava]],
    ["not MemberLanguages/any(l: l eq 'English')", () => [wing]],
    ["contains(MemberFullName,'Chan')", () => [wing]],
    ["MemberLastName in ('Moss','Diaz')", () => [rosa, ava]],
    ["OfficeName eq 'Harbour Homes' or MemberFirstName eq 'Wing'", () => [wing, ava]],
  ])('$filter=%s returns exactly the expected members', async (filter, expected) => {
    expect(await memberKeys(filter)).toEqual(idsOf(...expected()));
  });

  it('selects, orders, pages and counts, and replicates by ModificationTimestamp', async () => {
    const page = await read(
      `Member?$filter=${encodeURIComponent(ourMembers)}&$select=MemberKey,MemberFirstName&$orderby=MemberFirstName desc&$top=1&$skip=1&$count=true`,
    );
    expect(page['@odata.count']).toBe(3);
    expect(page.value).toEqual([{ MemberKey: rosa.id, MemberFirstName: 'Rosa' }]);
    await db
      .update(professionalProfiles)
      .set({ updatedAt: new Date('2099-03-01T00:00:00.456Z') })
      .where(eq(professionalProfiles.id, ava.id));
    const changed = await read(`Member?$filter=${encodeURIComponent(`(${ourMembers}) and ModificationTimestamp gt 2099-01-01T00:00:00Z`)}`);
    expect(changed.value).toEqual([expect.objectContaining({ MemberKey: ava.id, ModificationTimestamp: '2099-03-01T00:00:00.456Z' })]);
  });
});

describe('RESO feed: Office', () => {
  const ourOffices = encodeURIComponent(inList('OfficeName', ourCompanies));

  it("publishes each listed member's company once, as its public profile shows it", async () => {
    const body = await read(`Office?$filter=${ourOffices}&$orderby=OfficeName&$count=true`);
    expect(body['@odata.count']).toBe(2);
    const rosaOffice = (await read(`Member('${rosa.id}')?$select=OfficeKey`)) as unknown as { OfficeKey: string };
    expect(body.value).toEqual([
      {
        OfficeKey: rosaOffice.OfficeKey,
        // The most recently changed profile's spelling of the shared company.
        OfficeName: expect.stringMatching(/^\s*acme realty\s*$/i),
        OfficeAddress1: expect.stringMatching(/^1 main st$/i),
        OfficeAddress2: null,
        OfficeCity: 'Olympia',
        OfficeStateOrProvince: 'WA',
        OfficePostalCode: '98501',
        OfficeCountry: 'US',
        OfficeURL: 'https://acme-realty.example',
        ModificationTimestamp: expect.any(String),
      },
      expect.objectContaining({
        OfficeName: 'Harbour Homes',
        OfficeAddress1: '9 Quay Rd',
        OfficeAddress2: 'Level 2',
        OfficeCity: 'Hobart',
        OfficeStateOrProvince: 'TAS',
        OfficePostalCode: '7000',
        OfficeCountry: 'AU',
        OfficeURL: null,
      }),
    ]);
  });

  it('filters, selects and reads one office by key; a company of nobody listed is not there', async () => {
    const australian = await read(
      `Office?$filter=${encodeURIComponent(`(${inList('OfficeName', ourCompanies)}) and OfficeCountry eq 'AU'`)}&$select=OfficeName`,
    );
    expect(australian.value).toEqual([{ OfficeName: 'Harbour Homes' }]);
    const { OfficeKey } = (await read(`Member('${ava.id}')?$select=OfficeKey`)) as unknown as { OfficeKey: string };
    expect((await read(`Office('${OfficeKey}')?$select=OfficeCity`)) as unknown).toMatchObject({ OfficeCity: 'Hobart' });
    const hidden = await read(
      `Office?$filter=${encodeURIComponent(inList('OfficeName', ['Waiting Realty', 'Unpaid Brokers', 'Appraisals Inc', 'Off Realty']))}`,
    );
    expect(hidden.value).toEqual([]);
  });
});

describe('RESO feed: the listing agent on Property', () => {
  it("names a listed member's MemberKey and OfficeKey on their listing, and no one on others'", async () => {
    const keys = inList('ListingKey', [rosasListing.id, waitingsListing.id, ownersListing.id]);
    const body = await read(`Property?$filter=${encodeURIComponent(keys)}&$select=ListingKey,ListAgentKey,ListOfficeKey`);
    const { OfficeKey } = (await read(`Member('${rosa.id}')?$select=OfficeKey`)) as unknown as { OfficeKey: string };
    expect(body.value.sort((a, b) => String(a.ListingKey).localeCompare(String(b.ListingKey)))).toEqual(
      [
        { ListingKey: rosasListing.id, ListAgentKey: rosa.id, ListOfficeKey: OfficeKey },
        { ListingKey: waitingsListing.id, ListAgentKey: null, ListOfficeKey: null },
        { ListingKey: ownersListing.id, ListAgentKey: null, ListOfficeKey: null },
      ].sort((a, b) => a.ListingKey.localeCompare(b.ListingKey)),
    );
    const byAgent = await read(`Property?$filter=${encodeURIComponent(`ListAgentKey eq '${rosa.id}'`)}&$select=ListingKey`);
    expect(byAgent.value).toEqual([{ ListingKey: rosasListing.id }]);
  });
});

describe('RESO feed: Member and Office in $metadata, Lookup and bad queries', () => {
  it('declares both entity types with their keys, the MemberType and Languages lookups and display names in four languages', async () => {
    const res = await feed('$metadata');
    expect(res.statusCode).toBe(200);
    const types = new Map<string, Map<string, string>>();
    const keys = new Map<string, string>();
    const lookups = new Map<string, string>();
    let entity: string | undefined;
    let property: string | undefined;
    const parser = new SaxesParser({ xmlns: true });
    parser.on('opentag', (tag) => {
      const attr = (name: string) => tag.attributes[name]?.value;
      if (tag.local === 'EntityType') types.set((entity = attr('Name')!), new Map());
      if (tag.local === 'PropertyRef' && entity) keys.set(entity, attr('Name')!);
      if (tag.local === 'Property' && entity && tag.uri === 'http://docs.oasis-open.org/odata/ns/edm') {
        types.get(entity)!.set((property = attr('Name')!), attr('Type')!);
      }
      if (tag.local === 'Annotation' && attr('Term') === 'RESO.OData.Metadata.LookupName' && property) {
        lookups.set(`${entity}.${property}`, attr('String')!);
      }
    });
    parser.on('closetag', (tag) => {
      if (tag.local === 'EntityType') entity = undefined;
      if (tag.local === 'Property') property = undefined;
    });
    parser.write(res.body).close();
    expect(keys.get('Member')).toBe('MemberKey');
    expect(keys.get('Office')).toBe('OfficeKey');
    expect(types.get('Member')!.get('MemberLanguages')).toBe('Collection(Edm.String)');
    expect(types.get('Property')!.get('ListAgentKey')).toBe('Edm.String');
    expect(lookups.get('Member.MemberType')).toBe('MemberType');
    expect(lookups.get('Member.MemberLanguages')).toBe('Languages');
    expect(lookups.get('Office.OfficeCountry')).toBe('Country');
    for (const text of ['String="經紀人"', 'String="房地产经纪商"', 'String="Corredor"', 'String="español"', 'String="粵語"']) {
      expect(res.body).toContain(text);
    }
    // Every field the feed answers with is declared.
    const member = (await read(`Member('${rosa.id}')`)) as unknown as Record<string, unknown>;
    const office = (await read(`Office('${String(member.OfficeKey)}')`)) as unknown as Record<string, unknown>;
    const declared = (name: string) => [...types.get(name)!.keys()].sort();
    expect(
      Object.keys(member)
        .filter((key) => !key.startsWith('@'))
        .sort(),
    ).toEqual(declared('Member'));
    expect(
      Object.keys(office)
        .filter((key) => !key.startsWith('@'))
        .sort(),
    ).toEqual(declared('Office'));
  });

  it('lists the MemberType and Languages lookup values', async () => {
    const values = async (name: string) =>
      (await read(`Lookup?$filter=${encodeURIComponent(`LookupName eq '${name}'`)}&$orderby=LookupValue`)).value.map(
        (row) => row.LookupValue,
      );
    expect(await values('MemberType')).toEqual(['Agent', 'Broker']);
    expect(await values('Languages')).toEqual(expect.arrayContaining(['English', 'Spanish', 'Cantonese', 'Mandarin']));
  });

  it.each([
    'Member?$filter=' + encodeURIComponent("MemberLanguages eq 'English'"),
    'Member?$filter=' + encodeURIComponent("contains(MemberLanguages,'Eng')"),
    'Member?$filter=' + encodeURIComponent("MemberFullName/any(l: l eq 'x')"),
    'Member?$filter=' + encodeURIComponent("MemberLanguages/any(l: MemberLanguages/any(m: m eq 'x'))"),
    'Member?$orderby=MemberLanguages',
    'Member?$select=MemberEmail',
    'Member?$select=MemberStateLicense',
    'Office?$filter=' + encodeURIComponent("OfficePhone eq '1'"),
  ])('%s is a 400 with an OData error body', async (query) => {
    const res = await feed(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BadRequest', message: expect.any(String) } });
  });
});
