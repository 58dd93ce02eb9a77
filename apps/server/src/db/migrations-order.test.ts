import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrations-dir';

type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;

describe('the migrations journal', () => {
  // Drizzle applies a migration only when its `when` is later than the last applied one's: a
  // migration generated on a branch and landed after a later-generated one would be skipped on
  // every database that already has the later one.
  it('dates every migration after the one before it', () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((entry) => entry.tag);
    expect(late).toEqual([]);
  });

  it('numbers the entries in order and names each once', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
    expect(new Set(journal.entries.map((entry) => entry.tag)).size).toBe(journal.entries.length);
  });
});
