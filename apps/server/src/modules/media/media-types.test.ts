import { describe, expect, it } from 'vitest';
import { safeFileName } from './media-keys';
import { canonicalContentType, kindOfType, sniffContentType } from './media-types';
import { MP4_HEADER, TINY_PDF } from './media.fixtures';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffing the real type from the first bytes', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['PDF', TINY_PDF, 'application/pdf'],
    ['MP4 (isom)', MP4_HEADER, 'video/mp4'],
    ['QuickTime (qt brand)', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]), 'video/quicktime'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
  ])('recognises %s', (_name, head, type) => {
    expect(sniffContentType(head)).toBe(type);
  });

  it.each([
    ['HEIC (an ftyp brand that is not video)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['Matroska that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['GIF', bytes('GIF89a')],
    ['HTML', bytes('<!doctype html><script>')],
    ['a PDF signature not at the start', bytes(' %PDF-1.4')],
    ['nothing', bytes()],
  ])('does not accept %s', (_name, head) => {
    expect(sniffContentType(head)).toBeUndefined();
  });
});

describe('declared types', () => {
  it('maps declared types onto kinds, resolving aliases and ignoring case and parameters', () => {
    expect(kindOfType(canonicalContentType('Image/JPG'))).toBe('image');
    expect(kindOfType(canonicalContentType('application/pdf; charset=binary'))).toBe('document');
    expect(kindOfType(canonicalContentType('video/quicktime'))).toBe('video');
    expect(kindOfType(canonicalContentType('image/gif'))).toBeUndefined();
    expect(kindOfType(canonicalContentType('text/html'))).toBeUndefined();
  });
});

describe('file names in storage keys', () => {
  it.each([
    ['Front door.JPG', 'Front-door.jpg'],
    ['../../etc/passwd', 'etc-passwd'],
    ['房子.png', 'file.png'],
    ['Café façade.jpeg', 'Cafe-facade.jpeg'],
    ['.hidden', 'file.hidden'],
    ['_variants', 'variants'],
    ['', 'file'],
    [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(80)}.pdf`],
  ])('%j becomes %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });
});
