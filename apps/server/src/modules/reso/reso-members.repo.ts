// Member and Office, and the listing agent on Property, as SQL over professional profiles: a repo, since only repos touch tables.
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { accounts, listings, professionalProfiles } from '../../db/schema/index';
import { listedProfessional } from '../professionals/index';
import { LANGUAGE_VALUES, MEMBER_TYPES } from './reso-locale';
import { caseOf, ms, resoCountry, type ResoField, type ResoResource } from './reso-sql.repo';

const p = professionalProfiles;

/**
 * A published member (decision 075): a professional the directory lists (its own rule, shared)
 * who is an agent or a broker. Nobody else's profile reaches the feed.
 */
const listedMember: SQL = sql`(${listedProfessional()} and ${inArray(p.profession, Object.keys(MEMBER_TYPES))})`;

/** A company field of a profile's Company information (jsonb), '' as null. */
const companyText = (company: SQLWrapper, key: string) => sql`nullif(${company} ->> ${key}::text, '')`;

/**
 * An office is a company: the members whose company has the same name, street, postal code and
 * country (case and spaces aside) share one OfficeKey, a hash of those.
 */
function officeKeyOf(company: SQLWrapper): SQL {
  const part = (key: string) => sql`lower(btrim(coalesce(${company} ->> ${key}::text, '')))`;
  return sql`md5(concat_ws('|', ${part('companyName')}, ${part('street')}, ${part('postalCode')}, ${part('country')}))`;
}

/** The listing's owner, when a published member: the condition of a subquery over profiles. */
const ownerIsMember = sql`${p.id} = ${listings.ownerId} and ${listedMember}`;

/** Property's ListAgentKey and ListOfficeKey: its owner's MemberKey and OfficeKey, when the owner is a published member. */
export const listingMemberFields: ResoField[] = [
  { name: 'ListAgentKey', type: 'Edm.String', maxLength: 255, expr: sql`(select ${p.id}::text from ${p} where ${ownerIsMember})` },
  {
    name: 'ListOfficeKey',
    type: 'Edm.String',
    maxLength: 255,
    expr: sql`(select ${officeKeyOf(p.company)} from ${p} where ${ownerIsMember})`,
  },
];

/** A listing changes for partners when it does, or when its agent's profile does (ListOfficeKey follows the company). */
export const listingModifiedAt: SQL = sql`greatest(${listings.updatedAt}, (select ${p.updatedAt} from ${p} where ${ownerIsMember}))`;

/** The member's spoken languages as Languages lookup values, in the order the profile gives them. */
const memberLanguages = sql`array_remove(array(select ${caseOf(
  sql`spoken.code`,
  Object.entries(LANGUAGE_VALUES),
  sql`null`,
)} from unnest(${p.spokenLanguages}) with ordinality as spoken(code, position) order by spoken.position), null)`;

/**
 * Member: what the public profile shows of a listed agent or broker (name, profession, languages,
 * company). Never the government ID, the licence number, the email or the phone: the public
 * profile shows none of them to a visitor.
 */
export const member: ResoResource = {
  name: 'Member',
  key: 'MemberKey',
  from: sql`${p} inner join ${accounts} on ${accounts.id} = ${p.id}`,
  where: listedMember,
  fields: [
    { name: 'MemberKey', type: 'Edm.String', maxLength: 255, expr: sql`${p.id}::text` },
    { name: 'MemberFirstName', type: 'Edm.String', maxLength: 50, expr: sql`${accounts.firstName}` },
    { name: 'MemberLastName', type: 'Edm.String', maxLength: 50, expr: sql`${accounts.lastName}` },
    { name: 'MemberFullName', type: 'Edm.String', maxLength: 150, expr: sql`concat_ws(' ', ${accounts.firstName}, ${accounts.lastName})` },
    {
      name: 'MemberType',
      type: 'Edm.String',
      lookup: 'MemberType',
      expr: caseOf(p.profession, Object.entries(MEMBER_TYPES), sql`null`),
    },
    { name: 'MemberStatus', type: 'Edm.String', lookup: 'MemberStatus', expr: sql`'Active'::text` },
    { name: 'MemberLanguages', type: 'Collection(Edm.String)', lookup: 'Languages', expr: memberLanguages },
    { name: 'OfficeKey', type: 'Edm.String', maxLength: 255, expr: officeKeyOf(p.company) },
    { name: 'OfficeName', type: 'Edm.String', maxLength: 255, expr: companyText(p.company, 'companyName') },
    { name: 'ModificationTimestamp', type: 'Edm.DateTimeOffset', expr: ms(sql`greatest(${p.updatedAt}, ${accounts.updatedAt})`) },
  ],
};

/**
 * The published members' companies, one row per OfficeKey (`office.company` the most recently
 * changed profile's Company information; `office.modified_at` the latest change of any of them).
 */
const officeRows = sql`(select distinct on (office_member.office_key) office_member.office_key, office_member.company,
  max(office_member.modified_at) over (partition by office_member.office_key) as modified_at
  from (select ${officeKeyOf(p.company)} as office_key, ${p.company} as company, ${p.updatedAt} as modified_at, ${p.id} as member_id
        from ${p} where ${listedMember}) as office_member
  order by office_member.office_key, office_member.modified_at desc, office_member.member_id) as office`;

/** Office: the company of a published member, as its public profile shows it (name, address, website). */
export const office: ResoResource = {
  name: 'Office',
  key: 'OfficeKey',
  from: officeRows,
  where: sql`true`,
  fields: [
    { name: 'OfficeKey', type: 'Edm.String', maxLength: 255, expr: sql`office.office_key` },
    { name: 'OfficeName', type: 'Edm.String', maxLength: 255, expr: companyText(sql`office.company`, 'companyName') },
    { name: 'OfficeAddress1', type: 'Edm.String', maxLength: 255, expr: companyText(sql`office.company`, 'street') },
    { name: 'OfficeAddress2', type: 'Edm.String', maxLength: 50, expr: companyText(sql`office.company`, 'apt') },
    { name: 'OfficeCity', type: 'Edm.String', maxLength: 100, expr: companyText(sql`office.company`, 'city') },
    { name: 'OfficeStateOrProvince', type: 'Edm.String', maxLength: 100, expr: companyText(sql`office.company`, 'state') },
    { name: 'OfficePostalCode', type: 'Edm.String', maxLength: 20, expr: companyText(sql`office.company`, 'postalCode') },
    { name: 'OfficeCountry', type: 'Edm.String', lookup: 'Country', expr: resoCountry(sql`(office.company ->> 'country')`) },
    { name: 'OfficeURL', type: 'Edm.String', maxLength: 8000, expr: companyText(sql`office.company`, 'website') },
    { name: 'ModificationTimestamp', type: 'Edm.DateTimeOffset', expr: ms(sql`office.modified_at`) },
  ],
};
