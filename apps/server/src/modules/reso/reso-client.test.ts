import { createServer } from 'node:net';
import { o } from 'o.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { seedAccount, seedListing } from '../../seed/factories';
import { createTestPartner, seedResoProfessional, tokenFor } from './reso.fixtures';

/** A free port on this machine, so the app's public address (and its nextLinks) is the one it listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const { app, db } = await createTestApp({ publicUrl });
const owner = await seedAccount(db);
const seattle = [
  await seedListing(db, { ownerId: owner.id, city: 'Seattle', zip: '98101', priceMinor: 60_000_000, beds: 2, photos: [] }),
  await seedListing(db, { ownerId: owner.id, city: 'Seattle', zip: '98102', priceMinor: 90_000_000, beds: 4, photos: [] }),
  await seedListing(db, { ownerId: owner.id, city: 'Seattle', zip: '98103', priceMinor: 120_000_000, beds: 5, photos: [] }),
];
const tacoma = await seedListing(db, { ownerId: owner.id, city: 'Tacoma', zip: '98402', priceMinor: 40_000_000, beds: 3, photos: [] });
for (let i = 0; i < 201; i += 1) await seedListing(db, { ownerId: owner.id, city: 'Spokane', photos: [] });
/** A listed broker with a listing in a town no Property query here names. */
const broker = await seedResoProfessional(db, {
  firstName: 'Lena',
  lastName: 'Park',
  profession: 'broker',
  spokenLanguages: ['en', 'fr'],
  company: {
    companyName: 'Park Brokerage',
    website: 'https://park-brokerage.example',
    city: 'Walla Walla',
    state: 'WA',
    postalCode: '99362',
  },
});
const brokersListing = await seedListing(db, { ownerId: broker.id, city: 'Walla Walla', zip: '99362', photos: [] });
const token = await tokenFor(app, await createTestPartner(app));
await app.listen({ port, host: '127.0.0.1' });
afterAll(() => app.close());

/** o.js, the OData client, pointed at the feed over real HTTP with the partner's token. */
const feed = (url = `${publicUrl}/api/reso/odata/`) => o(url, { headers: new Headers({ Authorization: `Bearer ${token}` }) });

describe('RESO feed through an OData client (o.js) over HTTP', () => {
  it('runs a filtered, ordered, selected query', async () => {
    const rows = await feed()
      .get('Property')
      .query({ $filter: "City eq 'Seattle' and ListPrice ge 900000", $orderby: 'ListPrice desc', $select: 'ListingKey,ListPrice,City' });
    expect(rows).toEqual([
      { ListingKey: seattle[2]!.id, ListPrice: 1200000, City: 'Seattle' },
      { ListingKey: seattle[1]!.id, ListPrice: 900000, City: 'Seattle' },
    ]);
  });

  it('runs in, contains, not and or', async () => {
    const keys = async (filter: string) =>
      ((await feed().get('Property').query({ $filter: filter, $select: 'ListingKey' })) as { ListingKey: string }[])
        .map((row) => row.ListingKey)
        .sort();
    expect(await keys("City eq 'Seattle' and PostalCode in ('98101','98103')")).toEqual([seattle[0]!.id, seattle[2]!.id].sort());
    expect(await keys("contains(City,'eatt') and not (BedroomsTotal gt 2)")).toEqual([seattle[0]!.id]);
    expect(await keys("City eq 'Tacoma' and BedroomsTotal eq 3 or City eq 'Seattle' and BedroomsTotal eq 5")).toEqual(
      [tacoma.id, seattle[2]!.id].sort(),
    );
  });

  it('reads one entity by key', async () => {
    const one = await feed().get(`Property('${seattle[0]!.id}')`).query({ $select: 'City,PostalCode' });
    expect(one).toMatchObject({ City: 'Seattle', PostalCode: '98101' });
  });

  it('follows @odata.nextLink to the end, reading every listing once', async () => {
    const response = (await feed()
      .get('Property')
      .fetch({ $filter: "City eq 'Spokane'", $select: 'ListingKey', $count: true })) as Response;
    const first = (await response.json()) as {
      value: { ListingKey: string }[];
      '@odata.count': number;
      '@odata.nextLink': string;
    };
    expect(first['@odata.count']).toBe(201);
    expect(first['@odata.nextLink'].startsWith(`${publicUrl}/api/reso/odata/Property?`)).toBe(true);
    const rest = (await feed(first['@odata.nextLink']).get().query()) as { ListingKey: string }[];
    expect(new Set([...first.value, ...rest].map((row) => row.ListingKey)).size).toBe(201);
  });

  it('gets an OData error for a bad query, and a 401 without the token', async () => {
    const bad = (await feed().get('Property').fetch({ $filter: "Nope eq 'x'" })) as Response;
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'BadRequest', message: 'Property has no field Nope.' } });
    const anonymous = (await o(`${publicUrl}/api/reso/odata/`).get('Property').fetch()) as Response;
    expect(anonymous.status).toBe(401);
  });

  it("reads a Member and their Office, and the member's listing names them", async () => {
    const [member] = (await feed()
      .get('Member')
      .query({ $filter: `MemberKey eq '${broker.id}' and MemberLanguages/any(l: l eq 'French')` })) as Record<string, unknown>[];
    expect(member).toMatchObject({
      MemberKey: broker.id,
      MemberFullName: 'Lena Park',
      MemberType: 'Broker',
      MemberLanguages: ['English', 'French'],
    });
    const office = await feed()
      .get(`Office('${String(member!.OfficeKey)}')`)
      .query({ $select: 'OfficeName,OfficeCity,OfficeURL' });
    expect(office).toMatchObject({ OfficeName: 'Park Brokerage', OfficeCity: 'Walla Walla', OfficeURL: 'https://park-brokerage.example' });
    const listed = await feed().get(`Property('${brokersListing.id}')`).query({ $select: 'ListAgentKey,ListOfficeKey' });
    expect(listed).toMatchObject({ ListAgentKey: broker.id, ListOfficeKey: member!.OfficeKey });
  });

  it('reads $metadata as XML', async () => {
    const xml = await (await fetch(`${publicUrl}/api/reso/odata/$metadata`, { headers: { Authorization: `Bearer ${token}` } })).text();
    expect(xml).toContain('<EntityType Name="Property">');
    expect(xml).toContain('<EntityType Name="Member">');
    expect(xml).toContain('<EntityType Name="Office">');
  });
});
