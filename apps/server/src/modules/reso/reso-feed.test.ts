import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { listings } from '../../db/schema/index';
import { seedAccount, seedListing, type Listing } from '../../seed/factories';
import { createTestPartner, tokenFor } from './reso.fixtures';

const { app, db } = await createTestApp();

const owner = await seedAccount(db);
const at = (iso: string) => new Date(iso);
/** Five public listings with known values, and three that the feed must never show. */
const austin = await seedListing(db, {
  ownerId: owner.id,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'us',
  priceMinor: 45_000_000,
  currency: 'USD',
  propertyType: 'single-family',
  beds: 3,
  baths: 2,
  sizeSqft: 1800,
  lotSizeSqft: 6000,
  yearBuilt: 1999,
  latitude: 30.27,
  longitude: -97.74,
  photos: [
    { url: 'https://cdn.example.org/a1.jpg', caption: 'Front' },
    { url: '/media/demo/a2.jpg', virtuallyStaged: true },
  ],
  updatedAt: at('2026-01-01T10:00:00.000Z'),
});
const austinCondo = await seedListing(db, {
  ownerId: owner.id,
  city: 'Austin',
  state: 'TX',
  zip: '78702',
  country: 'us',
  priceMinor: 32_000_000,
  propertyType: 'condo',
  beds: 2,
  baths: 1,
  sizeSqft: 900,
  lotSizeSqft: null,
  yearBuilt: 2015,
  photos: [],
  updatedAt: at('2026-01-02T10:00:00.000Z'),
});
const dallas = await seedListing(db, {
  ownerId: owner.id,
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  country: 'us',
  priceMinor: 75_000_000,
  propertyType: 'townhouse',
  beds: 4,
  baths: 3,
  lotSizeSqft: 3000,
  yearBuilt: 1985,
  photos: [],
  updatedAt: at('2026-01-03T10:00:00.000Z'),
});
const sydney = await seedListing(db, {
  ownerId: owner.id,
  city: "O'Connor",
  state: 'NSW',
  zip: '2000',
  country: 'AUS',
  priceMinor: 120_000_000,
  currency: 'AUD',
  propertyType: 'apartment',
  beds: null,
  baths: 2,
  lotSizeSqft: null,
  yearBuilt: null,
  photos: [],
  updatedAt: at('2026-01-04T10:00:00.000Z'),
});
const land = await seedListing(db, {
  ownerId: owner.id,
  city: 'Marfa',
  state: 'TX',
  zip: '79843',
  country: 'us',
  priceMinor: 9_900_000,
  propertyType: 'lot-land',
  beds: null,
  baths: null,
  sizeSqft: null,
  lotSizeSqft: 435_600,
  yearBuilt: null,
  photos: [],
  updatedAt: at('2026-01-05T10:00:00.000Z'),
});
const hidden = [
  await seedListing(db, { ownerId: owner.id, city: 'Austin', status: 'draft', complete: false }),
  await seedListing(db, { ownerId: owner.id, city: 'Austin', hidden: true }),
  await seedListing(db, { ownerId: owner.id, city: 'Austin', status: 'expired' }),
];
const all = [austin, austinCondo, dallas, sydney, land];

const token = await tokenFor(app, await createTestPartner(app));
const feed = (query: string) =>
  app.inject({ method: 'GET', url: `/api/reso/odata/${query}`, headers: { authorization: `Bearer ${token}` } });
const keysOf = (body: { value: { ListingKey: string }[] }) => body.value.map((entity) => entity.ListingKey).sort();
const idsOf = (...rows: Listing[]) => rows.map((row) => row.id).sort();

/** The listing keys a $filter returns. */
async function filtered(filter: string): Promise<string[]> {
  const res = await feed(`Property?$filter=${encodeURIComponent(filter)}&$select=ListingKey`);
  expect(res.statusCode, res.body).toBe(200);
  return keysOf(res.json());
}

describe('RESO feed: Property', () => {
  it('shows every public listing with Data Dictionary names and lookups, and no draft, hidden or expired one', async () => {
    const res = await feed('Property');
    expect(res.statusCode).toBe(200);
    expect(res.headers['odata-version']).toBe('4.0');
    const body = res.json();
    expect(keysOf(body)).toEqual(idsOf(...all));
    expect(keysOf(body)).not.toEqual(expect.arrayContaining([hidden[0]!.id]));
    expect(body['@odata.context']).toMatch(/\/api\/reso\/odata\/\$metadata#Property$/);
    const first = body.value.find((entity: { ListingKey: string }) => entity.ListingKey === austin.id);
    expect(first).toMatchObject({
      ListPrice: 450000,
      ListPriceCurrencyCode: 'USD',
      StandardStatus: 'Active',
      PropertyType: 'Residential',
      PropertySubType: 'Single Family Residence',
      BedroomsTotal: 3,
      BathroomsTotalInteger: 2,
      LivingArea: 1800,
      LivingAreaUnits: 'Square Feet',
      LotSizeArea: 6000,
      LotSizeUnits: 'Square Feet',
      YearBuilt: 1999,
      City: 'Austin',
      StateOrProvince: 'TX',
      PostalCode: '78701',
      Country: 'US',
      Latitude: 30.27,
      Longitude: -97.74,
      PhotosCount: 2,
      ModificationTimestamp: '2026-01-01T10:00:00.000Z',
    });
    const sydneyRow = body.value.find((entity: { ListingKey: string }) => entity.ListingKey === sydney.id);
    expect(sydneyRow).toMatchObject({ Country: 'AU', BedroomsTotal: null, ListPriceCurrencyCode: 'AUD', PropertySubType: 'Apartment' });
  });

  it.each([
    ["City eq 'Austin'", () => [austin, austinCondo]],
    ["City ne 'Austin'", () => [dallas, sydney, land]],
    ['ListPrice gt 450000', () => [dallas, sydney]],
    ['ListPrice ge 450000', () => [austin, dallas, sydney]],
    ['ListPrice lt 320000', () => [land]],
    ['ListPrice le 320000', () => [austinCondo, land]],
    ["City eq 'Austin' and BedroomsTotal ge 3", () => [austin]],
    ["City eq 'Dallas' or City eq 'Marfa'", () => [dallas, land]],
    // and binds tighter than or (OData 4): Dallas, or (Austin with 2 bedrooms).
    ["City eq 'Dallas' or City eq 'Austin' and BedroomsTotal eq 2", () => [dallas, austinCondo]],
    ["(City eq 'Dallas' or City eq 'Austin') and BedroomsTotal eq 2", () => [austinCondo]],
    ["not (City eq 'Austin')", () => [dallas, sydney, land]],
    // A missing value is not greater than 2, so its negation holds (OData's two-valued logic).
    ['not (BedroomsTotal gt 2)', () => [austinCondo, sydney, land]],
    ['BedroomsTotal eq null', () => [sydney, land]],
    ['BedroomsTotal ne null', () => [austin, austinCondo, dallas]],
    ['BedroomsTotal ne 3', () => [austinCondo, dallas, sydney, land]],
    ["contains(City,'st')", () => [austin, austinCondo]],
    ["contains(City,'ST')", () => []],
    ["startswith(PostalCode,'787')", () => [austin, austinCondo]],
    ["PostalCode in ('78701','75201','00000')", () => [austin, dallas]],
    ["City eq 'O''Connor'", () => [sydney]],
    ["Country eq 'AU'", () => [sydney]],
    ["PropertyType eq 'Land'", () => [land]],
    ["PropertySubType in ('Condominium','Townhouse')", () => [austinCondo, dallas]],
    ["StandardStatus eq 'Active'", () => all],
    ['YearBuilt lt 2000 and YearBuilt ge 1985', () => [austin, dallas]],
    ['LotSizeArea gt 10000', () => [land]],
    ['ModificationTimestamp gt 2026-01-03T10:00:00Z', () => [sydney, land]],
    ['ModificationTimestamp ge 2026-01-03T10:00:00.000Z', () => [dallas, sydney, land]],
    ["ModificationTimestamp lt datetime'2026-01-02T00:00:00Z'", () => [austin]],
  ])('$filter=%s returns exactly the expected listings', async (filter, expected) => {
    expect(await filtered(filter)).toEqual(idsOf(...expected()));
  });

  it('selects, orders, pages with $top and $skip, and counts', async () => {
    const res = await feed('Property?$select=ListingKey,ListPrice&$orderby=ListPrice desc&$top=2&$skip=1&$count=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@odata.count']).toBe(5);
    expect(body.value).toEqual([
      { ListingKey: dallas.id, ListPrice: 750000 },
      { ListingKey: austin.id, ListPrice: 450000 },
    ]);
    expect(body['@odata.context']).toMatch(/#Property\(ListingKey,ListPrice\)$/);
    expect(body['@odata.nextLink']).toBeUndefined();
    // asc is the default direction; the key breaks ties.
    const ascending = (await feed('Property?$select=ListingKey&$orderby=City,ListPrice')).json();
    expect(ascending.value.map((row: { ListingKey: string }) => row.ListingKey)).toEqual([
      austinCondo.id,
      austin.id,
      dallas.id,
      land.id,
      sydney.id,
    ]);
  });

  it('reads one listing by key, 404 for one not in the feed, and counts alone', async () => {
    const one = await feed(`Property('${austin.id}')?$select=City`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ City: 'Austin' });
    const draft = await feed(`Property('${hidden[0]!.id}')`);
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toEqual({ error: { code: 'NotFound', message: expect.any(String) } });
    const count = await feed(`Property/$count?$filter=${encodeURIComponent("City eq 'Austin'")}`);
    expect(count.body).toBe('2');
  });

  it('replicates by ModificationTimestamp: a changed listing is read again after the last timestamp seen', async () => {
    const firstPass = (await feed('Property?$select=ListingKey,ModificationTimestamp&$orderby=ModificationTimestamp')).json();
    const last = firstPass.value.at(-1).ModificationTimestamp as string;
    expect(keysOf(await (await feed(`Property?$filter=${encodeURIComponent(`ModificationTimestamp gt ${last}`)}`)).json())).toEqual([]);
    await db
      .update(listings)
      .set({ priceMinor: 31_000_000, updatedAt: new Date('2026-02-01T00:00:00.123Z') })
      .where(eq(listings.id, austinCondo.id));
    const changed = (await feed(`Property?$filter=${encodeURIComponent(`ModificationTimestamp gt ${last}`)}`)).json();
    expect(changed.value).toEqual([
      expect.objectContaining({ ListingKey: austinCondo.id, ListPrice: 310000, ModificationTimestamp: '2026-02-01T00:00:00.123Z' }),
    ]);
  });
});

describe('RESO feed: Media and Lookup', () => {
  it('the service document lists the entity sets', async () => {
    const res = await feed('');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.map((set: { name: string }) => set.name)).toEqual(['Property', 'Media', 'Member', 'Office', 'Lookup']);
  });

  it("lists a public listing's photos in order, a photo stored here by its whole address, a virtually staged one saying so", async () => {
    const res = await feed(`Media?$filter=${encodeURIComponent(`ResourceRecordKey eq '${austin.id}'`)}&$orderby=Order`);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual([
      expect.objectContaining({
        MediaKey: `${austin.id}-1`,
        ResourceName: 'Property',
        MediaURL: 'https://cdn.example.org/a1.jpg',
        Order: 1,
        MediaCategory: 'Photo',
        ShortDescription: 'Front',
        LongDescription: null,
      }),
      expect.objectContaining({
        MediaKey: `${austin.id}-2`,
        MediaURL: `${app.deps.config.publicUrl}/media/demo/a2.jpg`,
        Order: 2,
        ShortDescription: null,
        LongDescription: 'Virtually staged',
      }),
    ]);
  });

  it('lists the lookup values', async () => {
    const res = await feed(`Lookup?$filter=${encodeURIComponent("LookupName eq 'PropertyType'")}&$orderby=LookupValue`);
    expect(res.json().value.map((row: { LookupValue: string }) => row.LookupValue)).toEqual(['Land', 'Residential', 'Residential Income']);
  });
});

describe('RESO feed: bad queries are 400 with an OData error body', () => {
  it.each([
    'Property?$filter=' + encodeURIComponent("Nope eq 'x'"),
    'Property?$filter=' + encodeURIComponent("ListPrice eq 'cheap'"),
    'Property?$filter=' + encodeURIComponent('City eq'),
    'Property?$filter=' + encodeURIComponent("(City eq 'Austin'"),
    'Property?$filter=' + encodeURIComponent('ListPrice add 1 gt 5'),
    'Property?$filter=' + encodeURIComponent("tolower(City) eq 'austin'"),
    'Property?$filter=' + encodeURIComponent("contains(ListPrice,'1')"),
    'Property?$filter=' + encodeURIComponent('ListPrice'),
    'Property?$filter=' + encodeURIComponent("City eq 'x'; drop table listings"),
    'Property?$select=Password',
    'Property?$select=ListingKey,OwnerEmail',
    'Property?$orderby=' + encodeURIComponent('ListPrice sideways'),
    'Property?$orderby=Nope',
    'Property?$top=-1',
    'Property?$top=ten',
    'Property?$skip=1e3',
    'Property?$count=yes',
    'Property?$expand=Media',
    'Property?$format=xml',
    'Property?$top=1&$top=2',
    'Property(1)',
  ])('%s', async (query) => {
    const res = await feed(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BadRequest', message: expect.any(String) } });
  });

  it('an unknown resource is a 404', async () => {
    const res = await feed('Agent');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NotFound');
  });
});

describe('RESO feed: paging', () => {
  beforeAll(async () => {
    for (let i = 0; i < 205; i += 1) await seedListing(db, { ownerId: owner.id, city: 'Pagetown', photos: [] });
  });

  it('answers 200 at most per page with an @odata.nextLink that reads the rest, each listing once', async () => {
    const filter = encodeURIComponent("City eq 'Pagetown'");
    const first = (await feed(`Property?$filter=${filter}&$select=ListingKey&$count=true`)).json();
    expect(first.value).toHaveLength(200);
    expect(first['@odata.count']).toBe(205);
    const next = new URL(first['@odata.nextLink']);
    expect(next.pathname).toBe('/api/reso/odata/Property');
    const second = (await feed(`Property${next.search}`)).json();
    expect(second.value).toHaveLength(5);
    expect(second['@odata.nextLink']).toBeUndefined();
    expect(new Set([...keysOf(first), ...keysOf(second)]).size).toBe(205);
    // A $top above the page size is served a page at a time, and stops at $top.
    const capped = (await feed(`Property?$filter=${filter}&$select=ListingKey&$top=201`)).json();
    expect(capped.value).toHaveLength(200);
    const rest = (await feed(`Property${new URL(capped['@odata.nextLink']).search}`)).json();
    expect(rest.value).toHaveLength(1);
    expect(rest['@odata.nextLink']).toBeUndefined();
  });
});

describe('RESO feed: $metadata', () => {
  it('is CSDL that names every entity type, key and field, with lookups and display names in four languages', async () => {
    const res = await feed('$metadata');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const parser = new SaxesParser({ xmlns: true });
    const entityTypes = new Map<string, Map<string, string>>();
    const keys = new Map<string, string>();
    const sets: string[] = [];
    const languages = new Map<string, Set<string>>();
    let entity: string | undefined;
    let property: string | undefined;
    let root: { local: string; uri: string } | undefined;
    let language: string | undefined;
    parser.on('opentag', (tag) => {
      const attr = (name: string) => tag.attributes[name]?.value;
      root ??= { local: tag.local ?? '', uri: tag.uri ?? '' };
      if (tag.local === 'EntityType') entityTypes.set((entity = attr('Name')!), new Map());
      if (tag.local === 'PropertyRef' && entity) keys.set(entity, attr('Name')!);
      if (tag.local === 'Property' && entity && tag.uri === 'http://docs.oasis-open.org/odata/ns/edm') {
        property = attr('Name')!;
        entityTypes.get(entity)!.set(property, attr('Type')!);
      }
      if (tag.local === 'EntitySet') sets.push(attr('Name')!);
      if (tag.local === 'PropertyValue' && attr('Property') === 'Language') language = attr('String');
      if (tag.local === 'PropertyValue' && attr('Property') === 'DisplayName' && property && language) {
        const seen = languages.get(`${entity}.${property}`) ?? new Set();
        languages.set(`${entity}.${property}`, seen.add(language));
      }
    });
    parser.on('closetag', (tag) => {
      if (tag.local === 'EntityType') entity = undefined;
      if (tag.local === 'Property') property = undefined;
    });
    parser.write(res.body).close();
    expect(root).toEqual({ local: 'Edmx', uri: 'http://docs.oasis-open.org/odata/ns/edmx' });
    expect([...entityTypes.keys()]).toEqual(['Property', 'Media', 'Member', 'Office', 'Lookup']);
    expect(sets).toEqual(['Property', 'Media', 'Member', 'Office', 'Lookup']);
    expect(keys.get('Property')).toBe('ListingKey');
    const propertyFields = entityTypes.get('Property')!;
    expect(
      Object.fromEntries(
        ['ListingKey', 'ListPrice', 'StandardStatus', 'BedroomsTotal', 'LivingArea', 'ModificationTimestamp', 'Latitude'].map((name) => [
          name,
          propertyFields.get(name),
        ]),
      ),
    ).toEqual({
      ListingKey: 'Edm.String',
      ListPrice: 'Edm.Decimal',
      StandardStatus: 'Edm.String',
      BedroomsTotal: 'Edm.Int32',
      LivingArea: 'Edm.Decimal',
      ModificationTimestamp: 'Edm.DateTimeOffset',
      Latitude: 'Edm.Decimal',
    });
    expect([...(languages.get('Property.ListPrice') ?? [])]).toEqual(['en', 'zh-Hant', 'zh-Hans', 'es']);
    expect(res.body).toContain('<Annotation Term="RESO.OData.Metadata.LookupName" String="StandardStatus"');
    expect(res.body).toContain('String="刊登中"');
    // Every field the feed answers with is declared.
    const row = (await feed('Property?$top=1')).json().value[0];
    expect(Object.keys(row).sort()).toEqual([...propertyFields.keys()].sort());
  });
});
