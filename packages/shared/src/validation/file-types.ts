import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { ifNoEarlierError, requiredText } from './text';

/** The file types the product accepts, with their MIME type and file-name extensions. */
export const FILE_TYPES = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'] },
  jpg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
} as const;
export type TFileType = keyof typeof FILE_TYPES;

/** Which file types each kind of upload accepts (spec section 5). */
export const UPLOAD_FILE_TYPES = {
  /** Government and professional IDs. */
  identity: ['pdf', 'jpg', 'png'],
  /** Files attached to appraisal, inspection and media orders. */
  order: ['pdf', 'jpg', 'png'],
  /** A listing's documents. */
  listingDocument: ['pdf'],
  /** Listing and community photos. */
  media: ['jpg', 'png'],
} as const satisfies Record<string, readonly TFileType[]>;
export type TUploadKind = keyof typeof UPLOAD_FILE_TYPES;

/** The lowercase extension of a file name without the dot, or '' if it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The accepted file type of a file by extension and MIME type, when both agree; else undefined. */
export function detectFileType(fileName: string, mimeType: string): TFileType | undefined {
  const extension = fileExtension(fileName);
  const mime = mimeType.trim().toLowerCase();
  return (Object.keys(FILE_TYPES) as TFileType[]).find((type) => {
    const spec = FILE_TYPES[type];
    return (spec.extensions as readonly string[]).includes(extension) && spec.mimeType === mime;
  });
}

/** Whether a file may be uploaded as `kind`: it has a name, and its extension and MIME type are an accepted type. */
export function isAcceptedFile(kind: TUploadKind, file: { name: string; type: string }): boolean {
  const type = file.name.trim() === '' ? undefined : detectFileType(file.name.trim(), file.type);
  return type !== undefined && (UPLOAD_FILE_TYPES[kind] as readonly TFileType[]).includes(type);
}

/** The accept attribute of a file input for an upload kind, e.g. 'application/pdf,.pdf'. */
export function acceptAttribute(kind: TUploadKind): string {
  return UPLOAD_FILE_TYPES[kind]
    .flatMap((type) => [FILE_TYPES[type].mimeType, ...FILE_TYPES[type].extensions.map((ext) => `.${ext}`)])
    .join(',');
}

/** An upload's description for kind: a required file name, and a type the kind accepts ('File could not upload, try another one'). */
export function uploadFileSchema(kind: TUploadKind) {
  return z
    .object({ fileName: requiredText(), fileType: requiredText() })
    .refine((file) => isAcceptedFile(kind, { name: file.fileName, type: file.fileType }), {
      ...ifNoEarlierError(MESSAGES.fileCouldNotUpload),
      path: ['fileType'],
    });
}
