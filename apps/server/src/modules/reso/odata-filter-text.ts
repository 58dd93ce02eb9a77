/**
 * Three rewrites of a `$filter` text before @balena/odata-parser reads it (decision 075), all
 * outside string literals only:
 * - OData 4 gives `and` precedence over `or`; the parser reads them left to right with equal
 *   precedence, so `a or b and c` would mean `(a or b) and c`. Each operand of an `or` is put in
 *   parentheses at every depth, which makes the parser's reading the standard one.
 * - A lambda's range variable (`any(l: …)`) is written without the spaces OData allows around
 *   its colon, which the parser does not read.
 * - OData 4 date-time literals are bare (`ModificationTimestamp gt 2026-01-01T00:00:00Z`); the
 *   parser only reads the quoted `datetime'…'` form, so bare ones are quoted.
 */
export function normaliseFilter(text: string): string {
  const quoted = quoteDateTimes(text);
  // Unbalanced parentheses are left as they are, for the parser to refuse.
  return balanced(quoted) ? groupOrOperands(quoted, 0).text : quoted;
}

function balanced(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === "'") i = endOfString(text, i) - 1;
    else if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?/;

/** Index just past the string literal opening at `start` ('' is an escaped quote), or the end. */
function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === "'") {
      if (text[i + 1] === "'") i += 2;
      else return i + 1;
    } else i += 1;
  }
  return i;
}

function quoteDateTimes(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === "'") {
      const end = endOfString(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    const before = i === 0 ? ' ' : text[i - 1]!;
    const match = /[\w.]/.test(before) ? null : DATE_TIME.exec(text.slice(i));
    if (match) {
      out += `datetime'${match[0]}'`;
      i += match[0].length;
      continue;
    }
    out += char;
    i += 1;
  }
  return out;
}

const isBoundary = (char: string | undefined) => char === undefined || /[\s()]/.test(char);

/** A lambda's range variable opening its parentheses (`l:` in `MemberLanguages/any(l: l eq 'Spanish')`). */
const RANGE_VARIABLE = /^\s*[A-Za-z_]\w*\s*:\s*/;

/**
 * Reads from `start` to the `)` closing this depth (or the end); wraps this depth's `or` operands
 * (after a lambda's range variable, which stays in front).
 */
function groupOrOperands(text: string, start: number): { text: string; end: number } {
  const operands: string[] = [];
  let current = '';
  const variable = start > 0 ? (RANGE_VARIABLE.exec(text.slice(start))?.[0] ?? '') : '';
  let i = start + variable.length;
  while (i < text.length) {
    const char = text[i]!;
    if (char === "'") {
      const end = endOfString(text, i);
      current += text.slice(i, end);
      i = end;
    } else if (char === '(') {
      const inner = groupOrOperands(text, i + 1);
      current += `(${inner.text})`;
      i = inner.end + 1;
    } else if (char === ')') {
      break;
    } else if (text.startsWith('or', i) && isBoundary(text[i - 1]) && isBoundary(text[i + 2]) && /\s/.test(text[i - 1] ?? '')) {
      operands.push(current);
      current = '';
      i += 2;
    } else {
      current += char;
      i += 1;
    }
  }
  operands.push(current);
  const joined = operands.length === 1 ? operands[0]! : operands.map((operand) => `(${operand.trim()})`).join(' or ');
  // The parser reads no spaces around the variable's colon, which OData allows.
  return { text: `${variable.replace(/\s+/g, '')}${joined}`, end: i };
}
