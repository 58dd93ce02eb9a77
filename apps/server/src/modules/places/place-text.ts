/**
 * How place names are compared: accent, case, width and punctuation blind ("São Paulo" =
 * "sao paulo", "St. Louis" = "st louis", "ＮＹ" = "ny", "臺北" = "台北"), and how far a typed word
 * may stray from a name.
 */

const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
/** Chinese, Japanese and Korean script: no spaces between words, no case, no typo tolerance. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** 臺 is the formal form of 台 in Taiwan's place names (臺北, 臺灣); both are written. */
const VARIANT_HAN = /臺/g;

/** The comparable form of a name or a query: no accents, lower case, words split by one space. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/['’‘ʻʼ`´]/g, '')
    .replace(VARIANT_HAN, '台')
    .replace(NOT_WORD, ' ')
    .trim();
}

/** Whether text has Chinese, Japanese or Korean characters. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/**
 * The name left when a Chinese name's 市 ("city") or 州 ("state") is dropped: 台北市 → 台北,
 * 加利福尼亚州 → 加利福尼亚; null for other names, and for names left with one character (德州).
 */
export function withoutCjkSuffix(name: string, suffix: '市' | '州'): string | null {
  return name.length >= 3 && name.endsWith(suffix) && hasCjk(name) ? name.slice(0, -1) : null;
}

/**
 * The optimal-string-alignment (restricted Damerau-Levenshtein) distance between a and b, or
 * max + 1 when it is more than max: a typo costs one, a swapped pair ("austn"/"ausitn") too.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return Math.min(max + 1, lastRowOf(a, b, max)[b.length]!);
}

/**
 * How far typed text is from the beginning of a name, as autocomplete reads it: the text may stop
 * anywhere in the name ("philadelpia" is one typo from "philadelph…"). max + 1 when further.
 */
export function prefixEditDistance(typed: string, name: string, max: number): number {
  const head = name.slice(0, typed.length + max);
  const row = lastRowOf(typed, head, max);
  let best = max + 1;
  for (let j = Math.max(0, typed.length - max); j <= head.length; j++) best = Math.min(best, row[j]!);
  return best;
}

/**
 * How many typos a name may carry and still match typed text: none for three letters or
 * fewer, one up to five, two beyond; none in Chinese, Japanese or Korean, where a character is a
 * syllable and two or three of them a whole name.
 */
export function typoAllowance(typed: string): number {
  if (typed.length <= 3 || hasCjk(typed)) return 0;
  if (typed.length <= 5) return 1;
  return 2;
}

// Three reused rows: the distance is computed for hundreds of names a query.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** The last row of the edit-distance table of a against b: the distance from a to each prefix of b. */
function lastRowOf(a: string, b: string, max: number): Int32Array {
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length * 2));
  let [twoBack, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1);
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    [twoBack, previous, current] = [previous, current, twoBack];
    if (rowMin > max) {
      previous.fill(max + 1, 0, b.length + 1);
      break;
    }
  }
  return previous;
}

/** Words written either way in place names: "St. Louis" is found as "saint louis" and back. */
const SHORT_FORMS: Record<string, string> = { saint: 'st', sainte: 'ste', mount: 'mt', fort: 'ft' };
const LONG_FORMS = Object.fromEntries(Object.entries(SHORT_FORMS).map(([long, short]) => [short, long]));

/** The other spellings of a normalized name: each short form written long and back ("st louis" → "saint louis"). */
export function nameVariants(name: string): string[] {
  const words = name.split(' ');
  if (!words.some((word) => SHORT_FORMS[word] || LONG_FORMS[word])) return [];
  return [words.map((word) => SHORT_FORMS[word] ?? LONG_FORMS[word] ?? word).join(' ')];
}

/** The trigrams of a name, the first padded so that names starting alike share it ("^au"). */
export function trigramsOf(text: string): string[] {
  const padded = `^${text}`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}
