// The feed's fields as SQL expressions over our tables: a repo, since only repos touch tables.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TListingPropertyTypeId } from '@app/shared/reference/property';
import { listings } from '../../db/schema/index';
import { publicListing } from '../listings/index';
import { COUNTRY_CODE_EXCEPTIONS, LOOKUPS } from './reso-locale';

/** The OData primitive types our fields use. */
export type EdmType = 'Edm.String' | 'Edm.Int32' | 'Edm.Decimal' | 'Edm.DateTimeOffset';

/**
 * A published field: its RESO Data Dictionary name, OData type, the SQL expression it is read,
 * filtered and ordered by (never anything a client writes), and its lookup when it has one.
 */
export type ResoField = {
  name: string;
  type: EdmType;
  expr: SQL;
  lookup?: string;
  maxLength?: number;
  precision?: number;
  scale?: number;
};

/** An entity set: its key field, the rows it reads (public listings only) and its fields. */
export type ResoResource = { name: string; key: string; from: SQL; where: SQL; fields: ResoField[] };

/** Our property types as the Data Dictionary's PropertyType and PropertySubType lookups. */
const PROPERTY_TYPES: Record<TListingPropertyTypeId, [string, string | null]> = {
  'single-family': ['Residential', 'Single Family Residence'],
  house: ['Residential', 'Single Family Residence'],
  townhouse: ['Residential', 'Townhouse'],
  apartment: ['Residential', 'Apartment'],
  condo: ['Residential', 'Condominium'],
  foreclosure: ['Residential', null],
  'multi-family': ['Residential Income', null],
  manufactured: ['Residential', 'Manufactured Home'],
  'lot-land': ['Land', null],
  'new-construction': ['Residential', null],
  'new-development': ['Residential', null],
  'open-house': ['Residential', null],
};

/** A `case` over a column from a fixed map; every value is a bound parameter. */
function caseOf(column: SQLWrapper, pairs: [string, string | null][], otherwise: SQL): SQL {
  const whens = pairs.map(([from, to]) => sql`when ${from}::text then ${to}::text`);
  return sql`(case ${column} ${sql.join(whens, sql` `)} else ${otherwise} end)`;
}

/** Milliseconds, so that what a client reads is exactly what it filters on (replication by ModificationTimestamp). */
const ms = (column: SQLWrapper) => sql`date_trunc('milliseconds', ${column})`;
const squareFeetOr = (column: SQLWrapper) => sql`(case when ${column} is null then null else 'Square Feet' end)`;

const property: ResoResource = {
  name: 'Property',
  key: 'ListingKey',
  from: sql`${listings}`,
  where: sql`${publicListing}`,
  fields: [
    { name: 'ListingKey', type: 'Edm.String', maxLength: 255, expr: sql`${listings.id}::text` },
    { name: 'OriginatingSystemKey', type: 'Edm.String', maxLength: 255, expr: sql`${listings.listingKey}` },
    { name: 'ListPrice', type: 'Edm.Decimal', precision: 14, scale: 2, expr: sql`(${listings.priceMinor}::numeric / 100)` },
    { name: 'ListPriceCurrencyCode', type: 'Edm.String', maxLength: 3, expr: sql`${listings.currency}::text` },
    { name: 'StandardStatus', type: 'Edm.String', lookup: 'StandardStatus', expr: sql`'Active'::text` },
    {
      name: 'PropertyType',
      type: 'Edm.String',
      lookup: 'PropertyType',
      expr: caseOf(
        listings.propertyType,
        Object.entries(PROPERTY_TYPES).map(([id, [type]]) => [id, type]),
        sql`null`,
      ),
    },
    {
      name: 'PropertySubType',
      type: 'Edm.String',
      lookup: 'PropertySubType',
      expr: caseOf(
        listings.propertyType,
        Object.entries(PROPERTY_TYPES).map(([id, [, sub]]) => [id, sub]),
        sql`null`,
      ),
    },
    { name: 'BedroomsTotal', type: 'Edm.Int32', expr: sql`${listings.beds}::int` },
    { name: 'BathroomsTotalInteger', type: 'Edm.Int32', expr: sql`${listings.baths}::int` },
    { name: 'LivingArea', type: 'Edm.Decimal', precision: 14, scale: 2, expr: sql`${listings.sizeSqft}::numeric` },
    { name: 'LivingAreaUnits', type: 'Edm.String', lookup: 'AreaUnits', expr: squareFeetOr(listings.sizeSqft) },
    { name: 'LotSizeArea', type: 'Edm.Decimal', precision: 14, scale: 2, expr: sql`${listings.lotSizeSqft}::numeric` },
    { name: 'LotSizeUnits', type: 'Edm.String', lookup: 'AreaUnits', expr: squareFeetOr(listings.lotSizeSqft) },
    { name: 'LotSizeSquareFeet', type: 'Edm.Decimal', precision: 14, scale: 2, expr: sql`${listings.lotSizeSqft}::numeric` },
    { name: 'YearBuilt', type: 'Edm.Int32', expr: sql`${listings.yearBuilt}::int` },
    {
      name: 'UnparsedAddress',
      type: 'Edm.String',
      expr: sql`(case when ${listings.street} is null then null else concat_ws(' ', ${listings.street}, ${listings.apt}) end)`,
    },
    { name: 'City', type: 'Edm.String', maxLength: 100, expr: sql`${listings.city}` },
    { name: 'StateOrProvince', type: 'Edm.String', maxLength: 100, expr: sql`${listings.state}` },
    { name: 'PostalCode', type: 'Edm.String', maxLength: 20, expr: sql`${listings.zip}` },
    {
      name: 'Country',
      type: 'Edm.String',
      lookup: 'Country',
      expr: caseOf(sql`lower(${listings.country})`, Object.entries(COUNTRY_CODE_EXCEPTIONS), sql`upper(${listings.country})`),
    },
    { name: 'Latitude', type: 'Edm.Decimal', precision: 12, scale: 8, expr: sql`${listings.latitude}::numeric` },
    { name: 'Longitude', type: 'Edm.Decimal', precision: 12, scale: 8, expr: sql`${listings.longitude}::numeric` },
    { name: 'PublicRemarks', type: 'Edm.String', expr: sql`${listings.description}` },
    { name: 'PhotosCount', type: 'Edm.Int32', expr: sql`jsonb_array_length(${listings.photos})` },
    { name: 'OnMarketTimestamp', type: 'Edm.DateTimeOffset', expr: ms(listings.publishedAt) },
    { name: 'OriginalEntryTimestamp', type: 'Edm.DateTimeOffset', expr: ms(listings.createdAt) },
    { name: 'ModificationTimestamp', type: 'Edm.DateTimeOffset', expr: ms(listings.updatedAt) },
  ],
};

/** A virtually staged photo's LongDescription in the feed (the label visitors read on it). */
export const VIRTUALLY_STAGED_NOTE = 'Virtually staged';

/** A public listing's photos, one row each (`photo.value` the jsonb photo, `photo.position` from 1). */
const media: ResoResource = {
  name: 'Media',
  key: 'MediaKey',
  from: sql`${listings} cross join lateral jsonb_array_elements(${listings.photos}) with ordinality as photo(value, position)`,
  where: sql`${publicListing}`,
  fields: [
    { name: 'MediaKey', type: 'Edm.String', maxLength: 255, expr: sql`(${listings.id}::text || '-' || photo.position::text)` },
    { name: 'ResourceRecordKey', type: 'Edm.String', maxLength: 255, expr: sql`${listings.id}::text` },
    { name: 'ResourceName', type: 'Edm.String', lookup: 'ResourceName', expr: sql`'Property'::text` },
    { name: 'MediaURL', type: 'Edm.String', expr: sql`(photo.value ->> 'url')` },
    { name: 'Order', type: 'Edm.Int32', expr: sql`photo.position::int` },
    { name: 'MediaCategory', type: 'Edm.String', lookup: 'MediaCategory', expr: sql`'Photo'::text` },
    { name: 'ShortDescription', type: 'Edm.String', expr: sql`(photo.value ->> 'caption')` },
    // A virtual staging delivery says so to partners as it does to visitors (decision 083).
    {
      name: 'LongDescription',
      type: 'Edm.String',
      expr: sql`(case when (photo.value ->> 'virtuallyStaged')::boolean then ${VIRTUALLY_STAGED_NOTE}::text end)`,
    },
    { name: 'ModificationTimestamp', type: 'Edm.DateTimeOffset', expr: ms(listings.updatedAt) },
  ],
};

/** When the lookups last changed (the Lookup resource's ModificationTimestamp): this release. */
const LOOKUPS_CHANGED_AT = '2026-11-26T00:00:00.000Z';

/** Every lookup value as a row of a `values` list (all bound parameters), so Lookup is queried like the others. */
function lookupRows(): SQL {
  const rows = Object.entries(LOOKUPS).flatMap(([name, values]) =>
    Object.keys(values).map((value) => sql`(${`${name}:${value}`}::text, ${name}::text, ${value}::text)`),
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as lookup(key, name, value)`;
}

const lookup: ResoResource = {
  name: 'Lookup',
  key: 'LookupKey',
  from: lookupRows(),
  where: sql`true`,
  fields: [
    { name: 'LookupKey', type: 'Edm.String', expr: sql`lookup.key` },
    { name: 'LookupName', type: 'Edm.String', expr: sql`lookup.name` },
    { name: 'LookupValue', type: 'Edm.String', expr: sql`lookup.value` },
    { name: 'StandardLookupValue', type: 'Edm.String', expr: sql`lookup.value` },
    { name: 'LegacyODataValue', type: 'Edm.String', expr: sql`lookup.value` },
    { name: 'ModificationTimestamp', type: 'Edm.DateTimeOffset', expr: sql`${LOOKUPS_CHANGED_AT}::timestamptz` },
  ],
};

/** The entity sets of the feed, by name. Member and Office are not published (decision 075). */
export const RESOURCES: Record<string, ResoResource> = { Property: property, Media: media, Lookup: lookup };

/** A resource's field by name, or undefined. */
export function fieldOf(resource: ResoResource, name: string): ResoField | undefined {
  return resource.fields.find((field) => field.name === name);
}
