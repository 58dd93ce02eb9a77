/** Image renditions (WebP) and their widths in pixels; never upscaled. */
export const RENDITIONS = { thumb: 320, card: 640, full: 1600 } as const;
/** thumb | card | full. */
export type TRenditionName = keyof typeof RENDITIONS;
/** The rendition names, smallest first. */
export const RENDITION_NAMES = Object.keys(RENDITIONS) as TRenditionName[];

/**
 * A file name made safe for a storage key and a download: ASCII letters, digits, `.`, `_` and
 * `-`, at most 80 characters plus a short extension; 'file' when nothing is left.
 */
export function safeFileName(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  const stem = (match ? name.trim().slice(0, -match[0].length) : name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 80)
    .replace(/[._-]+$/, '');
  return `${stem || 'file'}${match ? `.${match[1]!.toLowerCase()}` : ''}`;
}

/** Where the client PUTs an upload's bytes: never served, removed once the upload is confirmed. */
export function incomingKey(mediaId: string): string {
  return `incoming/${mediaId}`;
}

/** Where a confirmed file lives: under `public/` or `private/` by its access. */
export function originalKey(mediaId: string, access: string, fileName: string): string {
  return `${access}/uploads/${mediaId}/${safeFileName(fileName)}`;
}

/** Where an image rendition lives, next to its original (safe names never start with `_`, so no clash). */
export function renditionKey(mediaId: string, access: string, name: TRenditionName): string {
  return `${access}/uploads/${mediaId}/_variants/${name}.webp`;
}

/** Every key an upload may have written: what to delete when it fails or goes stale. */
export function uploadKeys(row: { id: string; access: string; storageKey: string }): string[] {
  return [incomingKey(row.id), row.storageKey, ...RENDITION_NAMES.map((name) => renditionKey(row.id, row.access, name))];
}
