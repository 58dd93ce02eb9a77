import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, listFormat, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    expect(numberFormat('de-DE')).toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE').format(1234567.5)).toBe(new Intl.NumberFormat('de-DE').format(1234567.5));
    expect(numberFormat('de-DE', { style: 'percent' })).not.toBe(numberFormat('de-DE'));
    expect(numberFormat('en-US', { style: 'percent' }).format(0.065)).toBe('7%');
    expect(numberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }).format(0.065)).toBe('6.5%');
  });

  it('keeps date, name and list formatters apart by kind and options', () => {
    const day = new Date('2026-03-05T12:00:00Z');
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('Mar 5, 2026');
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('March 5, 2026');
    expect(displayNames(['es'], { type: 'region' }).of('DE')).toBe('Alemania');
    expect(displayNames(['es'], { type: 'language' }).of('de')).toBe('alemán');
    expect(listFormat('en-US', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b, and c');
  });
});
