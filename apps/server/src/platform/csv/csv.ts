/**
 * CSV for spreadsheets (RFC 4180: CRLF lines, fields with commas, quotes or line breaks quoted,
 * quotes doubled), safe against formula injection: a cell starting with =, +, -, @, a tab or a
 * carriage return is read by Excel, LibreOffice and Google Sheets as a formula, so it is prefixed
 * with an apostrophe (OWASP "CSV Injection"). The UTF-8 byte-order mark makes Excel read the
 * Chinese and Spanish text as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
