import type { GazetteerPlace } from './gazetteer-data';
import { nameVariants, normalizePlaceText, prefixEditDistance, trigramsOf } from './place-text';

/** How well a name matched, best first; a typo adds its distance to FUZZY. */
export const MATCH = { exact: 0, prefix: 1, laterWord: 2, fuzzy: 3 } as const;

/** Called with each place a lookup finds and how well it matched (a MATCH value). */
export type OnMatch = (place: number, quality: number) => void;

/** Fuzzy lookups check at most this many of the names sharing the most trigrams. */
const FUZZY_CANDIDATES = 200;
/** Prefixes this short match thousands of names: their heaviest are listed ahead. */
const SHORT_PREFIX = 2;
/** How many of the heaviest names a short prefix lists. */
const SHORT_PREFIX_TOP = 30;

/**
 * The gazetteer's places with their lookups: names sorted for prefix search (each later word of
 * a name too: "vegas" finds Las Vegas; "saint" and "st" either way), ZIP codes sorted, and a
 * trigram index of names for typos.
 */
export class PlaceIndex {
  private readonly nameKeys: string[];
  private readonly nameOwners: Int32Array;
  private readonly nameIsLaterWord: Uint8Array;
  private readonly zips: number[];
  private readonly fullNames: string[];
  private readonly trigrams = new Map<string, Int32Array>();
  private readonly shared: Uint16Array;
  private readonly heaviestByShortPrefix = new Map<string, Int32Array>();

  constructor(readonly places: GazetteerPlace[]) {
    const entries: { key: string; owner: number; later: boolean }[] = [];
    this.fullNames = places.map((place) => (place.kind === 'zip' ? place.name : normalizePlaceText(place.name)));
    places.forEach((place, owner) => {
      if (place.kind === 'zip') return;
      for (const name of [this.fullNames[owner]!, ...nameVariants(this.fullNames[owner]!)]) {
        const words = name.split(' ');
        entries.push({ key: name, owner, later: false });
        for (let i = 1; i < words.length; i++) entries.push({ key: words.slice(i).join(' '), owner, later: true });
      }
    });
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.nameKeys = entries.map((entry) => entry.key);
    this.nameOwners = Int32Array.from(entries, (entry) => entry.owner);
    this.nameIsLaterWord = Uint8Array.from(entries, (entry) => (entry.later ? 1 : 0));
    this.zips = places.flatMap((place, owner) => (place.kind === 'zip' ? [owner] : [])).sort((a, b) => (places[a]!.name < places[b]!.name ? -1 : 1));
    this.buildTrigrams();
    this.buildShortPrefixes();
    this.shared = new Uint16Array(places.length);
  }

  /** The place's name as lookups compare it. */
  normalizedName(place: number): string {
    return this.fullNames[place]!;
  }

  /** Every place whose name, or a later word of it, starts with `text` (normalized). */
  findByPrefix(text: string, onMatch: OnMatch): void {
    for (let i = lowerBound(this.nameKeys, text); i < this.nameKeys.length && this.nameKeys[i]!.startsWith(text); i++) {
      const key = this.nameKeys[i]!;
      const quality = this.nameIsLaterWord[i] ? MATCH.laterWord : key.length === text.length ? MATCH.exact : MATCH.prefix;
      onMatch(this.nameOwners[i]!, quality);
    }
  }

  /** Every place named exactly `text` (normalized; "saint" and "st" either way). */
  findExact(text: string, onMatch: (place: number) => void): void {
    for (let i = lowerBound(this.nameKeys, text); this.nameKeys[i] === text; i++) {
      if (!this.nameIsLaterWord[i]) onMatch(this.nameOwners[i]!);
    }
  }

  /**
   * The heaviest places whose name starts with `text` (normalized), and those named exactly so;
   * as findByPrefix but quick for a letter or two, when nothing else narrows the search.
   */
  findHeaviestByPrefix(text: string, onMatch: OnMatch): void {
    const heaviest = text.length <= SHORT_PREFIX ? this.heaviestByShortPrefix.get(text) : undefined;
    if (!heaviest) return this.findByPrefix(text, onMatch);
    this.findExact(text, (owner) => onMatch(owner, MATCH.exact));
    for (const owner of heaviest) onMatch(owner, this.fullNames[owner] === text ? MATCH.exact : MATCH.prefix);
  }

  /** Places whose name begins within `maxDistance` typos of `text` (normalized). */
  findByTypo(text: string, maxDistance: number, onMatch: OnMatch): void {
    if (maxDistance < 1) return;
    const grams = trigramsOf(text);
    const needed = Math.max(1, grams.length - 3 * maxDistance);
    const touched: number[] = [];
    for (const gram of grams) {
      const owners = this.trigrams.get(gram);
      if (!owners) continue;
      for (const owner of owners) {
        if (this.shared[owner] === 0) touched.push(owner);
        this.shared[owner]!++;
      }
    }
    // Best-sharing names first, by a counting sort: the shared counts are small numbers.
    const byCount: number[][] = Array.from({ length: grams.length + 1 }, () => []);
    for (const owner of touched) {
      if (this.shared[owner]! >= needed) byCount[this.shared[owner]!]!.push(owner);
      this.shared[owner] = 0;
    }
    let checked = 0;
    for (let count = grams.length; count >= needed && checked < FUZZY_CANDIDATES; count--) {
      for (const owner of byCount[count]!) {
        if (checked++ >= FUZZY_CANDIDATES) break;
        const distance = prefixEditDistance(text, this.fullNames[owner]!, maxDistance);
        if (distance <= maxDistance) onMatch(owner, MATCH.fuzzy + distance);
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

  private buildShortPrefixes(): void {
    const lists = new Map<string, number[]>();
    this.places.forEach((place, owner) => {
      if (place.kind === 'zip') return;
      const name = this.fullNames[owner]!;
      for (let length = 1; length <= Math.min(SHORT_PREFIX, name.length); length++) {
        const prefix = name.slice(0, length);
        const list = lists.get(prefix);
        if (list) list.push(owner);
        else lists.set(prefix, [owner]);
      }
    });
    for (const [prefix, owners] of lists) {
      const heaviest = owners.sort((a, b) => this.places[b]!.weight - this.places[a]!.weight).slice(0, SHORT_PREFIX_TOP);
      this.heaviestByShortPrefix.set(prefix, Int32Array.from(heaviest));
    }
  }

  private buildTrigrams(): void {
    const lists = new Map<string, number[]>();
    this.places.forEach((place, owner) => {
      if (place.kind === 'zip') return;
      for (const gram of trigramsOf(this.fullNames[owner]!)) {
        const list = lists.get(gram);
        if (list) list.push(owner);
        else lists.set(gram, [owner]);
      }
    });
    for (const [gram, owners] of lists) this.trigrams.set(gram, Int32Array.from(owners));
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
