import { Transform } from 'node:stream';

/** Reads bytes `start`..`end` (inclusive) of the file being examined. */
export type ByteReader = (start: number, end: number) => Promise<Buffer>;

/** A box whose contents are blanked: it stays in place, as a `free` box of the same size. */
export type BlankedBox = { offset: number; size: number; headerSize: number };

/** Thrown when the file is not a well-formed ISO base media (MP4 / QuickTime) file. */
export class MalformedVideoError extends Error {}

/**
 * Boxes that hold descriptive metadata, where cameras and phones write the recording place
 * (`udta` with `©xyz` or 3GPP `loci`; `meta` with the QuickTime key
 * `com.apple.quicktime.location.ISO6709`; `uuid` XMP packets with GPS): all of them go, wherever
 * they sit at the top, in `moov` or in a `trak`. Nothing a player needs lives there.
 */
const METADATA = new Set(['udta', 'meta', 'uuid']);
const CONTAINERS = new Set(['moov', 'trak']);
/** A `moov` is a few MB even for long videos; a larger one is not a video we accept. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;
const MAX_TOP_LEVEL_BOXES = 10_000;

type Box = { type: string; offset: number; size: number; headerSize: number };

/** The box starting at `at` in `header` (which holds at least its first 16 bytes, or what is left); `end` bounds it. */
function readBox(header: Buffer, offset: number, end: number): Box {
  if (header.length < 8) throw new MalformedVideoError('truncated box header');
  let size = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  let headerSize = 8;
  if (size === 1) {
    if (header.length < 16) throw new MalformedVideoError('truncated large box header');
    const large = header.readBigUInt64BE(8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedVideoError('box too large');
    size = Number(large);
    headerSize = 16;
  } else if (size === 0) {
    size = end - offset;
  }
  if (size < headerSize || offset + size > end) throw new MalformedVideoError(`box ${JSON.stringify(type)} overruns its parent`);
  return { type, offset, size, headerSize };
}

/** The metadata boxes among the children of a container held in memory (`bytes` starts at file offset `base`). */
function metadataIn(bytes: Buffer, base: number, start: number, end: number): BlankedBox[] {
  const found: BlankedBox[] = [];
  for (let at = start; at < end;) {
    const box = readBox(bytes.subarray(at - base, Math.min(at - base + 16, end - base)), at, end);
    if (METADATA.has(box.type)) found.push({ offset: box.offset, size: box.size, headerSize: box.headerSize });
    else if (CONTAINERS.has(box.type)) found.push(...metadataIn(bytes, base, at + box.headerSize, at + box.size));
    at += box.size;
  }
  return found;
}

/**
 * Walks an MP4 / QuickTime file's boxes (the top level by range reads, `moov` in memory) and
 * returns the metadata boxes to blank. Throws MalformedVideoError when a box overruns its parent.
 */
export async function findMetadataBoxes(read: ByteReader, fileSize: number): Promise<BlankedBox[]> {
  const found: BlankedBox[] = [];
  let count = 0;
  for (let at = 0; at < fileSize;) {
    if (++count > MAX_TOP_LEVEL_BOXES) throw new MalformedVideoError('too many boxes');
    const box = readBox(await read(at, Math.min(at + 15, fileSize - 1)), at, fileSize);
    if (METADATA.has(box.type)) found.push({ offset: box.offset, size: box.size, headerSize: box.headerSize });
    else if (box.type === 'moov') {
      if (box.size > MAX_MOOV_BYTES) throw new MalformedVideoError('moov too large');
      found.push(...metadataIn(await read(at, at + box.size - 1), at, at + box.headerSize, at + box.size));
    }
    at += box.size;
  }
  return found;
}

/**
 * A stream transform that blanks boxes in place: each becomes a `free` box of the same size with
 * zeroed contents, so no offset in the file (chunk offsets in `stco`/`co64`) changes.
 */
export function blankBoxes(boxes: BlankedBox[]): Transform {
  // Byte ranges [from, to) to overwrite: 'free' over the type, zeros over the body.
  const FREE = Buffer.from('free', 'latin1');
  const patches = boxes.flatMap((box) => [
    { from: box.offset + 4, to: box.offset + 8, bytes: FREE },
    { from: box.offset + box.headerSize, to: box.offset + box.size, bytes: undefined },
  ]);
  let position = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const start = position;
      const end = start + chunk.length;
      position = end;
      let out = chunk;
      for (const patch of patches) {
        const from = Math.max(patch.from, start);
        const to = Math.min(patch.to, end);
        if (from >= to) continue;
        if (out === chunk) out = Buffer.from(chunk);
        if (patch.bytes) patch.bytes.copy(out, from - start, from - patch.from, to - patch.from);
        else out.fill(0, from - start, to - start);
      }
      callback(null, out);
    },
  });
}
