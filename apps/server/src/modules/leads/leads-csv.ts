/**
 * CSV for spreadsheets (RFC 4180): every field quoted, quotes doubled, CRLF between rows. A field a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return; OWASP's
 * CSV injection advice) gets a leading apostrophe, so a visitor's name can never run in the owner's
 * spreadsheet. A byte-order mark first, so Excel reads UTF-8 (names in Chinese).
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** One field, quoted and defused. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
