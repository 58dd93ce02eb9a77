/**
 * The profile's time-zone choices (spec section 3: 31 GMT offsets). Every whole hour from
 * GMT-12:00 to GMT+14:00 (27) plus the four most-used fractional offsets (Newfoundland, Iran,
 * India, Nepal). Other fractional offsets (+04:30, +06:30, +09:30 …) do not fit in 31 and
 * are left out. ids are stable: 'gmt-03:30'.
 */
export const TIME_ZONES = [
  { id: 'gmt-12:00', offsetMinutes: -720, label: '(GMT-12:00) International Date Line West' },
  { id: 'gmt-11:00', offsetMinutes: -660, label: '(GMT-11:00) American Samoa, Midway Island' },
  { id: 'gmt-10:00', offsetMinutes: -600, label: '(GMT-10:00) Hawaii' },
  { id: 'gmt-09:00', offsetMinutes: -540, label: '(GMT-09:00) Alaska' },
  { id: 'gmt-08:00', offsetMinutes: -480, label: '(GMT-08:00) Pacific Time (US & Canada)' },
  { id: 'gmt-07:00', offsetMinutes: -420, label: '(GMT-07:00) Mountain Time (US & Canada)' },
  { id: 'gmt-06:00', offsetMinutes: -360, label: '(GMT-06:00) Central Time (US & Canada), Mexico City' },
  { id: 'gmt-05:00', offsetMinutes: -300, label: '(GMT-05:00) Eastern Time (US & Canada), Bogota, Lima' },
  { id: 'gmt-04:00', offsetMinutes: -240, label: '(GMT-04:00) Atlantic Time (Canada), Caracas, La Paz' },
  { id: 'gmt-03:30', offsetMinutes: -210, label: '(GMT-03:30) Newfoundland' },
  { id: 'gmt-03:00', offsetMinutes: -180, label: '(GMT-03:00) Brasilia, Buenos Aires' },
  { id: 'gmt-02:00', offsetMinutes: -120, label: '(GMT-02:00) Mid-Atlantic' },
  { id: 'gmt-01:00', offsetMinutes: -60, label: '(GMT-01:00) Azores, Cape Verde Islands' },
  { id: 'gmt+00:00', offsetMinutes: 0, label: '(GMT+00:00) London, Lisbon, Casablanca' },
  { id: 'gmt+01:00', offsetMinutes: 60, label: '(GMT+01:00) Paris, Madrid, Berlin, Rome' },
  { id: 'gmt+02:00', offsetMinutes: 120, label: '(GMT+02:00) Athens, Cairo, Jerusalem, Johannesburg' },
  { id: 'gmt+03:00', offsetMinutes: 180, label: '(GMT+03:00) Moscow, Istanbul, Riyadh, Nairobi' },
  { id: 'gmt+03:30', offsetMinutes: 210, label: '(GMT+03:30) Tehran' },
  { id: 'gmt+04:00', offsetMinutes: 240, label: '(GMT+04:00) Abu Dhabi, Dubai, Baku' },
  { id: 'gmt+05:00', offsetMinutes: 300, label: '(GMT+05:00) Islamabad, Karachi, Tashkent' },
  { id: 'gmt+05:30', offsetMinutes: 330, label: '(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi' },
  { id: 'gmt+05:45', offsetMinutes: 345, label: '(GMT+05:45) Kathmandu' },
  { id: 'gmt+06:00', offsetMinutes: 360, label: '(GMT+06:00) Almaty, Dhaka' },
  { id: 'gmt+07:00', offsetMinutes: 420, label: '(GMT+07:00) Bangkok, Hanoi, Jakarta' },
  { id: 'gmt+08:00', offsetMinutes: 480, label: '(GMT+08:00) Beijing, Hong Kong, Taipei, Singapore, Perth' },
  { id: 'gmt+09:00', offsetMinutes: 540, label: '(GMT+09:00) Tokyo, Seoul' },
  { id: 'gmt+10:00', offsetMinutes: 600, label: '(GMT+10:00) Sydney, Melbourne, Guam' },
  { id: 'gmt+11:00', offsetMinutes: 660, label: '(GMT+11:00) Solomon Islands, New Caledonia' },
  { id: 'gmt+12:00', offsetMinutes: 720, label: '(GMT+12:00) Auckland, Fiji' },
  { id: 'gmt+13:00', offsetMinutes: 780, label: "(GMT+13:00) Nuku'alofa, Samoa" },
  { id: 'gmt+14:00', offsetMinutes: 840, label: '(GMT+14:00) Kiritimati' },
] as const;
export type TTimeZone = (typeof TIME_ZONES)[number];
export type TTimeZoneId = TTimeZone['id'];
/** The ids of TIME_ZONES, as a non-empty tuple for z.enum. */
export const TIME_ZONE_IDS = TIME_ZONES.map((zone) => zone.id) as [TTimeZoneId, ...TTimeZoneId[]];

/** The offset part of a time-zone label, e.g. -210 -> 'GMT-03:30'. */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `GMT${sign}${hours}:${minutes}`;
}
