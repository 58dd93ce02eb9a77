import type { AlternateName } from './alternate-names';
import type { GazetteerPlace } from './gazetteer-data';
import { hasCjk, nameVariants, normalizePlaceText, prefixEditDistance, trigramsOf } from './place-text';

/**
 * How well a name matched, best first; a typo adds its distance to FUZZY. The beginning of a
 * Spanish name ranks after every English match but a typo, so that English suggestions stay as
 * they were ("ar" is Arkansas, Argentina …, not Arabia Saudí), and a whole Spanish name that is
 * also an English one may rank after the English places so named (see place-suggestions.ts);
 * Chinese names, which English cannot be confused with, rank as English ones.
 */
export const MATCH = { exact: 0, otherLanguageExact: 1, prefix: 2, laterWord: 3, otherLanguagePrefix: 4, fuzzy: 5 } as const;
/** A typo in a Spanish name ranks after every typo in an English one (two at most). */
const OTHER_LANGUAGE_TYPO = 3;

/**
 * Called with each place a lookup finds, how well it matched (a MATCH value), and the alternate
 * name it matched by (its index in the alternates), or NO_ALTERNATE for its English name.
 */
export type OnMatch = (place: number, quality: number, alternate: number) => void;
export const NO_ALTERNATE = -1;

/** Fuzzy lookups check at most this many of the names sharing the most trigrams. */
const FUZZY_CANDIDATES = 200;
/** Prefixes this short match thousands of names: their heaviest are listed ahead. */
const SHORT_PREFIX = 2;
/** How many of the heaviest names a short prefix lists. */
const SHORT_PREFIX_TOP = 30;

/**
 * The gazetteer's places with their lookups: names, English and alternate, sorted for prefix
 * search (each later word of a name too: "vegas" finds Las Vegas; "saint" and "st" either way),
 * ZIP codes sorted, and a trigram index of names in Latin script for typos.
 */
export class PlaceIndex {
  private readonly nameKeys: string[];
  private readonly nameOwners: Int32Array;
  private readonly nameAlternates: Int32Array;
  private readonly nameIsLaterWord: Uint8Array;
  private readonly zips: number[];
  private readonly fullNames: string[];
  private readonly trigrams = new Map<string, Int32Array>();
  /** Per term (each place's English name, then each alternate name): how many of a query's trigrams it shares. */
  private readonly shared: Uint16Array;
  /** Per short prefix, the name entries (indexes into nameKeys) of the heaviest places. */
  private readonly heaviestByShortPrefix = new Map<string, Int32Array>();

  constructor(
    readonly places: GazetteerPlace[],
    readonly alternates: AlternateName[] = [],
  ) {
    const entries: { key: string; owner: number; alternate: number; later: boolean }[] = [];
    const addName = (name: string, owner: number, alternate: number) => {
      const words = name.split(' ');
      entries.push({ key: name, owner, alternate, later: false });
      for (let i = 1; i < words.length; i++) entries.push({ key: words.slice(i).join(' '), owner, alternate, later: true });
    };
    this.fullNames = places.map((place) => (place.kind === 'zip' ? place.name : normalizePlaceText(place.name)));
    places.forEach((place, owner) => {
      if (place.kind === 'zip') return;
      for (const name of [this.fullNames[owner]!, ...nameVariants(this.fullNames[owner]!)]) addName(name, owner, NO_ALTERNATE);
    });
    alternates.forEach((alternate, i) => addName(alternate.key, alternate.place, i));
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.nameKeys = entries.map((entry) => entry.key);
    this.nameOwners = Int32Array.from(entries, (entry) => entry.owner);
    this.nameAlternates = Int32Array.from(entries, (entry) => entry.alternate);
    this.nameIsLaterWord = Uint8Array.from(entries, (entry) => (entry.later ? 1 : 0));
    this.zips = places
      .flatMap((place, owner) => (place.kind === 'zip' ? [owner] : []))
      .sort((a, b) => (places[a]!.name < places[b]!.name ? -1 : 1));
    this.buildTrigrams();
    this.buildShortPrefixes();
    this.shared = new Uint16Array(places.length + alternates.length);
  }

  /** The name a place matched by, as lookups compare it: its English name, or the alternate's. */
  normalizedName(place: number, alternate = NO_ALTERNATE): string {
    return alternate === NO_ALTERNATE ? this.fullNames[place]! : this.alternates[alternate]!.key;
  }

  /** Every place whose name, or a later word of it, starts with `text` (normalized). */
  findByPrefix(text: string, onMatch: OnMatch): void {
    const entries: number[] = [];
    for (let i = lowerBound(this.nameKeys, text); i < this.nameKeys.length && this.nameKeys[i]!.startsWith(text); i++) entries.push(i);
    this.emit(entries, text, onMatch);
  }

  /** Every place named exactly `text` (normalized; "saint" and "st" either way), with the alternate name it matched by. */
  findExact(text: string, onMatch: (place: number, alternate: number) => void): void {
    for (let i = lowerBound(this.nameKeys, text); this.nameKeys[i] === text; i++) {
      if (!this.nameIsLaterWord[i]) onMatch(this.nameOwners[i]!, this.nameAlternates[i]!);
    }
  }

  /**
   * The heaviest places whose name starts with `text` (normalized), and those named exactly so;
   * as findByPrefix but quick for a letter or two, when nothing else narrows the search.
   */
  findHeaviestByPrefix(text: string, onMatch: OnMatch): void {
    const heaviest = text.length <= SHORT_PREFIX ? this.heaviestByShortPrefix.get(text) : undefined;
    if (!heaviest) return this.findByPrefix(text, onMatch);
    this.findExact(text, (owner, alternate) => onMatch(owner, MATCH.exact, alternate));
    this.emit(heaviest, text, onMatch);
  }

  /** Places whose name (English, or alternate in Latin script) begins within `maxDistance` typos of `text` (normalized). */
  findByTypo(text: string, maxDistance: number, onMatch: OnMatch): void {
    if (maxDistance < 1) return;
    const grams = trigramsOf(text);
    const needed = Math.max(1, grams.length - 3 * maxDistance);
    const touched: number[] = [];
    for (const gram of grams) {
      const terms = this.trigrams.get(gram);
      if (!terms) continue;
      for (const term of terms) {
        if (this.shared[term] === 0) touched.push(term);
        this.shared[term]!++;
      }
    }
    // Best-sharing names first, by a counting sort: the shared counts are small numbers.
    const byCount: number[][] = Array.from({ length: grams.length + 1 }, () => []);
    for (const term of touched) {
      if (this.shared[term]! >= needed) byCount[this.shared[term]!]!.push(term);
      this.shared[term] = 0;
    }
    // English names and alternate ones have each their own budget: one never crowds out the other.
    const checked = [0, 0];
    for (let count = grams.length; count >= needed && (checked[0]! < FUZZY_CANDIDATES || checked[1]! < FUZZY_CANDIDATES); count--) {
      for (const term of byCount[count]!) {
        const english = term < this.places.length;
        if (checked[english ? 0 : 1]!++ >= FUZZY_CANDIDATES) continue;
        const [owner, alternate] = english
          ? [term, NO_ALTERNATE]
          : [this.alternates[term - this.places.length]!.place, term - this.places.length];
        const distance = prefixEditDistance(text, this.normalizedName(owner, alternate), maxDistance);
        if (distance <= maxDistance) onMatch(owner, MATCH.fuzzy + distance + (english ? 0 : OTHER_LANGUAGE_TYPO), alternate);
      }
    }
  }

  /** ZIP codes starting with `digits`, in numeric order, at most `limit`. */
  findZips(digits: string, limit: number): number[] {
    const found: number[] = [];
    let low = 0;
    let high = this.zips.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.places[this.zips[mid]!]!.name < digits) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < this.zips.length && found.length < limit; i++) {
      const owner = this.zips[i]!;
      if (!this.places[owner]!.name.startsWith(digits)) break;
      found.push(owner);
    }
    return found;
  }

  /**
   * Reports the places of name entries starting with `text`, by how well each matches; English
   * names first, so that places are met in the order they were before other languages' names.
   */
  private emit(entries: ArrayLike<number>, text: string, onMatch: OnMatch): void {
    const alternates: number[] = [];
    const report = (entry: number) => {
      const alternate = this.nameAlternates[entry]!;
      const prefix = alternate === NO_ALTERNATE || hasCjk(text) ? MATCH.prefix : MATCH.otherLanguagePrefix;
      const quality = this.nameIsLaterWord[entry] ? MATCH.laterWord : this.nameKeys[entry]!.length === text.length ? MATCH.exact : prefix;
      onMatch(this.nameOwners[entry]!, quality, alternate);
    };
    for (let i = 0; i < entries.length; i++) {
      if (this.nameAlternates[entries[i]!] === NO_ALTERNATE) report(entries[i]!);
      else alternates.push(entries[i]!);
    }
    alternates.forEach(report);
  }

  private buildShortPrefixes(): void {
    // Whole names only: English ones as written (not their "saint"/"st" variants), and alternate ones.
    const lists = new Map<string, number[]>();
    this.nameKeys.forEach((name, entry) => {
      const english = this.nameAlternates[entry] === NO_ALTERNATE;
      if (this.nameIsLaterWord[entry] || (english && name !== this.fullNames[this.nameOwners[entry]!])) return;
      for (let length = 1; length <= Math.min(SHORT_PREFIX, name.length); length++) {
        const prefix = name.slice(0, length);
        const list = lists.get(prefix);
        if (list) list.push(entry);
        else lists.set(prefix, [entry]);
      }
    });
    const owner = (entry: number) => this.nameOwners[entry]!;
    const weight = (entry: number) => this.places[owner(entry)]!.weight;
    for (const [prefix, entries] of lists) {
      const heaviest = entries.sort((a, b) => weight(b) - weight(a) || owner(a) - owner(b) || a - b).slice(0, SHORT_PREFIX_TOP);
      this.heaviestByShortPrefix.set(prefix, Int32Array.from(heaviest));
    }
  }

  private buildTrigrams(): void {
    // Terms: each place's English name (by place), then each alternate name (after them); not
    // Chinese, Japanese or Korean ones, where a character is a syllable and typos are not guessed.
    const lists = new Map<string, number[]>();
    const addTerm = (name: string, term: number) => {
      for (const gram of trigramsOf(name)) {
        const list = lists.get(gram);
        if (list) list.push(term);
        else lists.set(gram, [term]);
      }
    };
    this.places.forEach((place, owner) => place.kind !== 'zip' && addTerm(this.fullNames[owner]!, owner));
    this.alternates.forEach((alternate, i) => !hasCjk(alternate.key) && addTerm(alternate.key, this.places.length + i));
    for (const [gram, terms] of lists) this.trigrams.set(gram, Int32Array.from(terms));
  }
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
