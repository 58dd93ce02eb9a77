import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and marks the text as UTF-8', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"\nbye']])).toBe('\uFEFFa,b\r\n"x, y","say ""hi""\nbye"\r\n');
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'keeps %j from running as a formula',
    (value) => {
      const line = toCsv(['v'], [[value]]).split('\r\n')[1]!;
      expect(line.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('leaves ordinary text, numbers and empty cells as they are', () => {
    expect(toCsv(['email', 'n', 'none'], [['ana@example.com', 3, null]])).toBe('\uFEFFemail,n,none\r\nana@example.com,3,\r\n');
  });
});
