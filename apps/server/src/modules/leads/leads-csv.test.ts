import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './leads-csv';

describe('leads CSV', () => {
  it('quotes every field and doubles quotes; commas and line breaks stay inside their field', () => {
    expect(
      toCsv([
        ['Name', 'Listing'],
        ['Ana "Annie" López', 'Loft, 2 beds\nnear the park'],
      ]),
    ).toBe('\uFEFF"Name","Listing"\r\n"Ana ""Annie"" López","Loft, 2 beds\nnear the park"\r\n');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvField('+1 555 0100')).toBe('"\'+1 555 0100"');
    expect(csvField('-2+3')).toBe('"\'-2+3"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('\tcmd')).toBe('"\'\tcmd"');
    expect(csvField('Mei')).toBe('"Mei"');
  });

  it('writes null as an empty field and numbers as they are', () => {
    expect(toCsv([[null, 3]])).toBe('\uFEFF"","3"\r\n');
  });
});
