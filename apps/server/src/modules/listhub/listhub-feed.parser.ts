import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';

/**
 * One `<Listing>` of a feed as its elements say it: each leaf element's text by its path below
 * the listing, namespace prefixes dropped (`Address/FullStreetAddress` for
 * `<Address><commons:FullStreetAddress>`), every occurrence kept in order (`Photos/Photo/MediaURL`).
 */
export type FeedRecord = {
  /** Its place in the feed, 0-based. */
  seq: number;
  /** The line its `<Listing>` opens on, 1-based, as the report shows it. */
  line: number;
  values: Map<string, string[]>;
};

/** Thrown when the bytes are not a ListHub feed: not well-formed XML, or no `<Listings>` root. */
export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads a ListHub feed (`<Listings><Listing>…</Listing>…</Listings>`) as a stream with saxes, one
 * record at a time, holding only the listing being read: a feed of any size takes the memory
 * of one listing. Throws FeedFormatError at the first malformed byte.
 */
export async function* readFeed(source: Readable): AsyncGenerator<FeedRecord> {
  const parser = new SaxesParser({ position: true });
  const ready: FeedRecord[] = [];
  const path: string[] = [];
  let current: FeedRecord | undefined;
  let text = '';
  let seq = 0;

  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (path.length === 0 && name !== 'Listings') throw new FeedFormatError(`The root element is <${tag.name}>, not <Listings>.`);
    path.push(name);
    text = '';
    if (path.length === 2 && name === 'Listing') current = { seq: seq++, line: parser.line, values: new Map() };
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('cdata', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', () => {
    const depth = path.length;
    if (current && depth === 2) {
      ready.push(current);
      current = undefined;
    } else if (current && depth > 2) {
      const value = text.trim();
      const key = path.slice(2).join('/');
      if (value) current.values.set(key, [...(current.values.get(key) ?? []), value]);
    }
    path.pop();
    text = '';
  });

  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of source) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer));
      yield* ready.splice(0);
    }
    parser.write(decoder.end());
    parser.close();
  } catch (err) {
    if (err instanceof FeedFormatError) throw err;
    throw new FeedFormatError(err instanceof Error ? err.message : String(err));
  }
  yield* ready.splice(0);
}
