import type { Region } from './cities';

/**
 * The firms around a demo sale: escrow and title companies (each a demo account, so listings
 * naming them can be public), and the brokerages and developers demo professionals work for.
 * All names are made up.
 */
export type CompanyKind = 'escrow-company' | 'title-company';

export type CompanyEntry = { kind: CompanyKind; name: string; region: Region; areaCode: string };

/** Two escrow and two title companies per region; the order fixes each one's account. */
export const CLOSING_COMPANIES: readonly CompanyEntry[] = [
  { kind: 'escrow-company', name: 'Pacific Crest Escrow', region: 'west', areaCode: '213' },
  { kind: 'escrow-company', name: 'Cascade Escrow Services', region: 'west', areaCode: '206' },
  { kind: 'title-company', name: 'Redwood Title Company', region: 'west', areaCode: '415' },
  { kind: 'title-company', name: 'Summit Title & Trust', region: 'west', areaCode: '303' },
  { kind: 'escrow-company', name: 'Sonoran Escrow Company', region: 'southwest', areaCode: '602' },
  { kind: 'escrow-company', name: 'Mesa Escrow & Closing', region: 'southwest', areaCode: '505' },
  { kind: 'title-company', name: 'Lone Star Title Agency', region: 'southwest', areaCode: '512' },
  { kind: 'title-company', name: 'Canyon Title Group', region: 'southwest', areaCode: '702' },
  { kind: 'escrow-company', name: 'Gulf Coast Escrow', region: 'south', areaCode: '813' },
  { kind: 'escrow-company', name: 'Magnolia Closing Services', region: 'south', areaCode: '404' },
  { kind: 'title-company', name: 'Live Oak Title', region: 'south', areaCode: '704' },
  { kind: 'title-company', name: 'Peachtree Title Group', region: 'south', areaCode: '615' },
  { kind: 'escrow-company', name: 'Heartland Escrow', region: 'midwest', areaCode: '312' },
  { kind: 'escrow-company', name: 'Great Lakes Closing Co.', region: 'midwest', areaCode: '614' },
  { kind: 'title-company', name: 'Prairie Title Company', region: 'midwest', areaCode: '612' },
  { kind: 'title-company', name: 'Lakeshore Title & Abstract', region: 'midwest', areaCode: '414' },
  { kind: 'escrow-company', name: 'Atlantic Settlement Services', region: 'northeast', areaCode: '617' },
  { kind: 'escrow-company', name: 'Keystone Escrow', region: 'northeast', areaCode: '215' },
  { kind: 'title-company', name: 'Liberty Title & Abstract', region: 'northeast', areaCode: '212' },
  { kind: 'title-company', name: 'Brownstone Title Agency', region: 'northeast', areaCode: '202' },
];

/** Brokerages demo agents work for; `{last}` is the agent's surname. */
export const BROKERAGES = [
  '{last} Realty Group',
  '{last} & Associates Real Estate',
  'Blue Door Realty',
  'Urban Nest Real Estate',
  'Keystone Realty Partners',
  'Hearth & Home Realty',
  'Northstar Properties',
  'Cornerstone Real Estate',
  'Open House Realty',
  'Main Street Brokers',
] as const;

/** Developers' firms; `{last}` is the developer's surname. */
export const DEVELOPERS = [
  '{last} Development Partners',
  '{last} Homes',
  'Meridian Urban Development',
  'Greenline Builders',
  'Harborview Development Co.',
  'Parkside Residential',
  'Cityline Development Group',
  'Northgate Properties',
] as const;

/** Area codes by region, for the demo phone numbers (always 555-01xx, the range set aside for fiction). */
export const AREA_CODES: Record<Region, readonly string[]> = {
  west: ['206', '213', '303', '323', '415', '503', '619', '801'],
  southwest: ['214', '480', '505', '512', '602', '702', '210'],
  south: ['305', '404', '504', '615', '704', '813', '901'],
  midwest: ['312', '314', '414', '612', '614', '317', '216'],
  northeast: ['202', '212', '215', '410', '412', '617', '718'],
};
