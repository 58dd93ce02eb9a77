/** A feed record for tests: a good listing unless fields are overridden (undefined leaves an element out). */
export type TestRecord = {
  key?: string;
  price?: string;
  type?: string;
  email?: string;
  street?: string;
  status?: string;
  country?: string;
  beds?: string;
  photos?: string[];
};

const esc = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const el = (name: string, value: string | undefined) => (value === undefined ? '' : `<${name}>${esc(value)}</${name}>`);

/** One `<Listing>` on one line, so a record's line in the feed is its place + 3. */
function listing(record: TestRecord): string {
  return [
    '<Listing>',
    `<Address>${el('commons:FullStreetAddress', record.street ?? '12 Oak St')}<commons:City>Austin</commons:City><commons:StateOrProvince>TX</commons:StateOrProvince><commons:PostalCode>78704</commons:PostalCode>${el('commons:Country', record.country)}</Address>`,
    el('ListPrice', record.price),
    el('ListingKey', record.key),
    el('ListingStatus', record.status),
    el('PropertyType', record.type),
    el('Bedrooms', record.beds),
    '<Bathrooms>2</Bathrooms><LivingArea>1500</LivingArea><LotSize>5000</LotSize><YearBuilt>1999</YearBuilt>',
    `<Photos>${(record.photos ?? []).map((url) => `<Photo>${el('MediaURL', url)}</Photo>`).join('')}</Photos>`,
    `<ListingParticipants><Participant>${el('Email', record.email)}</Participant></ListingParticipants>`,
    '</Listing>',
  ].join('');
}

/** A feed of these records; record i opens on line i + 3. */
export function testFeed(records: TestRecord[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Listings xmlns:commons="http://rets.org/xsd/RETSCommons">',
    ...records.map(listing),
    '</Listings>',
  ].join('\n');
}

/** A good record for `key`, by `email`. */
export function good(key: string, email: string, overrides: TestRecord = {}): TestRecord {
  return { key, email, price: '450000.00', type: 'Single Family', beds: '3', status: 'Active', ...overrides };
}
