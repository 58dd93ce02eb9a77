import { describe, expect, it } from 'vitest';
import { formatGmtOffset, TIME_ZONE_IDS, TIME_ZONES } from './time-zones';

describe('time zones', () => {
  it('offers exactly 31 GMT offsets from GMT-12:00 to GMT+14:00', () => {
    expect(TIME_ZONES).toHaveLength(31);
    expect(TIME_ZONES[0]?.offsetMinutes).toBe(-720);
    expect(TIME_ZONES.at(-1)?.offsetMinutes).toBe(840);
  });
  it('includes every whole hour and the half- and quarter-hour offsets -03:30, +03:30, +05:30, +05:45', () => {
    const offsets = TIME_ZONES.map((zone) => zone.offsetMinutes);
    for (let hour = -12; hour <= 14; hour += 1) expect(offsets).toContain(hour * 60);
    expect(offsets.filter((offset) => offset % 60 !== 0)).toEqual([-210, 210, 330, 345]);
  });
  it('is sorted with unique ids, and each label starts with its offset', () => {
    const offsets = TIME_ZONES.map((zone) => zone.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(new Set(TIME_ZONE_IDS).size).toBe(31);
    for (const zone of TIME_ZONES) {
      expect(zone.label.startsWith(`(${formatGmtOffset(zone.offsetMinutes)})`)).toBe(true);
      expect(zone.id).toBe(formatGmtOffset(zone.offsetMinutes).toLowerCase());
    }
  });
  it('formats offsets as GMT±hh:mm', () => {
    expect(formatGmtOffset(-210)).toBe('GMT-03:30');
    expect(formatGmtOffset(0)).toBe('GMT+00:00');
    expect(formatGmtOffset(345)).toBe('GMT+05:45');
  });
});
