/**
 * US states and territories for address pickers (spec section 3: 59 names): the 50 states and
 * DC alphabetically, then the inhabited territories, then the Armed Forces mail regions. Codes
 * are USPS abbreviations. The uninhabited Minor Outlying Islands (UM) are left out, as in the
 * country list, which is what makes 59.
 */
export const US_STATES = [
  { code: 'AL', name: 'Alabama', kind: 'state' },
  { code: 'AK', name: 'Alaska', kind: 'state' },
  { code: 'AZ', name: 'Arizona', kind: 'state' },
  { code: 'AR', name: 'Arkansas', kind: 'state' },
  { code: 'CA', name: 'California', kind: 'state' },
  { code: 'CO', name: 'Colorado', kind: 'state' },
  { code: 'CT', name: 'Connecticut', kind: 'state' },
  { code: 'DE', name: 'Delaware', kind: 'state' },
  { code: 'DC', name: 'District of Columbia', kind: 'district' },
  { code: 'FL', name: 'Florida', kind: 'state' },
  { code: 'GA', name: 'Georgia', kind: 'state' },
  { code: 'HI', name: 'Hawaii', kind: 'state' },
  { code: 'ID', name: 'Idaho', kind: 'state' },
  { code: 'IL', name: 'Illinois', kind: 'state' },
  { code: 'IN', name: 'Indiana', kind: 'state' },
  { code: 'IA', name: 'Iowa', kind: 'state' },
  { code: 'KS', name: 'Kansas', kind: 'state' },
  { code: 'KY', name: 'Kentucky', kind: 'state' },
  { code: 'LA', name: 'Louisiana', kind: 'state' },
  { code: 'ME', name: 'Maine', kind: 'state' },
  { code: 'MD', name: 'Maryland', kind: 'state' },
  { code: 'MA', name: 'Massachusetts', kind: 'state' },
  { code: 'MI', name: 'Michigan', kind: 'state' },
  { code: 'MN', name: 'Minnesota', kind: 'state' },
  { code: 'MS', name: 'Mississippi', kind: 'state' },
  { code: 'MO', name: 'Missouri', kind: 'state' },
  { code: 'MT', name: 'Montana', kind: 'state' },
  { code: 'NE', name: 'Nebraska', kind: 'state' },
  { code: 'NV', name: 'Nevada', kind: 'state' },
  { code: 'NH', name: 'New Hampshire', kind: 'state' },
  { code: 'NJ', name: 'New Jersey', kind: 'state' },
  { code: 'NM', name: 'New Mexico', kind: 'state' },
  { code: 'NY', name: 'New York', kind: 'state' },
  { code: 'NC', name: 'North Carolina', kind: 'state' },
  { code: 'ND', name: 'North Dakota', kind: 'state' },
  { code: 'OH', name: 'Ohio', kind: 'state' },
  { code: 'OK', name: 'Oklahoma', kind: 'state' },
  { code: 'OR', name: 'Oregon', kind: 'state' },
  { code: 'PA', name: 'Pennsylvania', kind: 'state' },
  { code: 'RI', name: 'Rhode Island', kind: 'state' },
  { code: 'SC', name: 'South Carolina', kind: 'state' },
  { code: 'SD', name: 'South Dakota', kind: 'state' },
  { code: 'TN', name: 'Tennessee', kind: 'state' },
  { code: 'TX', name: 'Texas', kind: 'state' },
  { code: 'UT', name: 'Utah', kind: 'state' },
  { code: 'VT', name: 'Vermont', kind: 'state' },
  { code: 'VA', name: 'Virginia', kind: 'state' },
  { code: 'WA', name: 'Washington', kind: 'state' },
  { code: 'WV', name: 'West Virginia', kind: 'state' },
  { code: 'WI', name: 'Wisconsin', kind: 'state' },
  { code: 'WY', name: 'Wyoming', kind: 'state' },
  { code: 'AS', name: 'American Samoa', kind: 'territory' },
  { code: 'GU', name: 'Guam', kind: 'territory' },
  { code: 'MP', name: 'Northern Mariana Islands', kind: 'territory' },
  { code: 'PR', name: 'Puerto Rico', kind: 'territory' },
  { code: 'VI', name: 'U.S. Virgin Islands', kind: 'territory' },
  { code: 'AA', name: 'Armed Forces Americas', kind: 'military' },
  { code: 'AE', name: 'Armed Forces Europe', kind: 'military' },
  { code: 'AP', name: 'Armed Forces Pacific', kind: 'military' },
] as const;
export type TUsState = (typeof US_STATES)[number];
export type TUsStateCode = TUsState['code'];
/** The codes of US_STATES, as a non-empty tuple for z.enum. */
export const US_STATE_CODES = US_STATES.map((state) => state.code) as [TUsStateCode, ...TUsStateCode[]];

/** Whether a string is a listed US state or territory code (case-insensitive). */
export function isUsStateCode(value: string): boolean {
  const wanted = value.toUpperCase();
  return US_STATES.some((state) => state.code === wanted);
}
