// The feed's fields as SQL expressions over our tables: a repo, since only repos touch tables.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TListingPropertyTypeId } from '@app/shared/reference/property';
import { listings } from '../../db/schema/index';
import { publicListing } from '../listings/index';
import { LOOKUPS } from './reso-locale';
import { listingMemberFields, listingModifiedAt, member, office } from './reso-members.repo';
import { caseOf, ms, resoCountry, type ResoField, type ResoResource } from './reso-sql.repo';

export type { EdmType, ResoField, ResoResource } from './reso-sql.repo';

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
      expr: resoCountry(listings.country),
    },
    { name: 'Latitude', type: 'Edm.Decimal', precision: 12, scale: 8, expr: sql`${listings.latitude}::numeric` },
    { name: 'Longitude', type: 'Edm.Decimal', precision: 12, scale: 8, expr: sql`${listings.longitude}::numeric` },
    { name: 'PublicRemarks', type: 'Edm.String', expr: sql`${listings.description}` },
    { name: 'PhotosCount', type: 'Edm.Int32', expr: sql`jsonb_array_length(${listings.photos})` },
    ...listingMemberFields,
    { name: 'OnMarketTimestamp', type: 'Edm.DateTimeOffset', expr: ms(listings.publishedAt) },
    { name: 'OriginalEntryTimestamp', type: 'Edm.DateTimeOffset', expr: ms(listings.createdAt) },
    { name: 'ModificationTimestamp', type: 'Edm.DateTimeOffset', expr: ms(listingModifiedAt) },
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
const LOOKUPS_CHANGED_AT = '2026-11-27T00:00:00.000Z';

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

/** The entity sets of the feed, by name (decision 075). */
export const RESOURCES: Record<string, ResoResource> = { Property: property, Media: media, Member: member, Office: office, Lookup: lookup };

/** A resource's field by name, or undefined. */
export function fieldOf(resource: ResoResource, name: string): ResoField | undefined {
  return resource.fields.find((field) => field.name === name);
}
