import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { mp4Box, mp4WithLocation, VIDEO_LOCATION } from './media.fixtures';
import { blankBoxes, findMetadataBoxes, MalformedVideoError } from './video-metadata';

const readerOf = (bytes: Buffer) => async (start: number, end: number) => bytes.subarray(start, end + 1);
const typesAt = (bytes: Buffer, offsets: number[]) => offsets.map((offset) => bytes.toString('latin1', offset + 4, offset + 8));

/** The file through the transform, in small chunks so patches straddle chunk boundaries. */
async function blanked(bytes: Buffer) {
  const boxes = await findMetadataBoxes(readerOf(bytes), bytes.length);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
  return { boxes, out: await buffer(Readable.from(chunks).pipe(blankBoxes(boxes))) };
}

describe('video location metadata', () => {
  it.each([
    ['moov first', mp4WithLocation()],
    ['a 64-bit mdat first, moov last', mp4WithLocation({ largeMdat: true })],
  ])('finds udta, meta and uuid at the top, in moov and in trak (%s), and blanks them in place', async (_layout, bytes) => {
    const { boxes, out } = await blanked(bytes);
    expect(
      typesAt(
        bytes,
        boxes.map((box) => box.offset),
      ).sort(),
    ).toEqual(['meta', 'udta', 'udta', 'uuid']);
    expect(bytes.toString('latin1')).toContain(VIDEO_LOCATION);
    expect(out.length).toBe(bytes.length);
    expect(out.toString('latin1')).not.toContain(VIDEO_LOCATION);
    expect(out.toString('latin1')).not.toContain('GPSLatitude');
    expect(out.toString('latin1')).not.toContain('Tour Eiffel');
    expect(
      typesAt(
        out,
        boxes.map((box) => box.offset),
      ),
    ).toEqual(boxes.map(() => 'free'));
    // Everything else is byte for byte the same, so every chunk offset still points at its media.
    const changed = [...out.keys()].filter((i) => out[i] !== bytes[i]);
    expect(changed.every((i) => boxes.some((box) => i >= box.offset + 4 && i < box.offset + box.size))).toBe(true);
    expect(await findMetadataBoxes(readerOf(out), out.length)).toEqual([]);
  });

  it('leaves a file without metadata boxes alone', async () => {
    const plain = Buffer.concat([
      mp4Box('ftyp', 'isom', Buffer.alloc(4)),
      mp4Box('moov', mp4Box('mvhd', Buffer.alloc(100))),
      mp4Box('mdat', Buffer.alloc(64, 1)),
    ]);
    expect(await findMetadataBoxes(readerOf(plain), plain.length)).toEqual([]);
  });

  it('refuses a box that overruns its parent or the file', async () => {
    const bytes = mp4WithLocation();
    const cut = bytes.subarray(0, bytes.length - 10);
    await expect(findMetadataBoxes(readerOf(cut), cut.length)).rejects.toBeInstanceOf(MalformedVideoError);
    const lying = Buffer.concat([mp4Box('ftyp', 'isom', Buffer.alloc(4)), mp4Box('moov', mp4Box('udta', 'x'))]);
    lying.writeUInt32BE(4096, 16 + 8);
    await expect(findMetadataBoxes(readerOf(lying), lying.length)).rejects.toBeInstanceOf(MalformedVideoError);
  });
});
