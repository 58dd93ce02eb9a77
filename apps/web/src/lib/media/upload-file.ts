import { MEDIA_RULES, type TMedia, type TMediaKind, type TSignedUpload } from '@app/shared/media/media.schema';
import { formatMessage, identifyMessage, MESSAGES, type MessageKey } from '@app/shared/messages/messages';
import { ApiError } from '../api/api-client';
import { confirmUpload } from './confirm-upload';
import { signUpload } from './sign-upload';
import { isAbort, putFile } from './put-file';

/** A failed upload, carrying the spec's English message (translated where it is shown). */
export class UploadFailure extends Error {}

/** Messages the server may give for an upload that are worth showing as they are. */
const UPLOAD_MESSAGES: readonly MessageKey[] = ['fileCouldNotUpload', 'uploadFailed', 'fileTypeNotAllowed', 'fileTooLarge'];

/** Runs one stage of an upload; a failure becomes the server's upload message, else `fallback`. */
async function stage<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAbort(error)) throw error;
    const message = error instanceof ApiError ? error.message : '';
    const known = identifyMessage(message);
    throw new UploadFailure(known && UPLOAD_MESSAGES.includes(known.key) ? message : fallback);
  }
}

export type UploadOptions = {
  kind: TMediaKind;
  /** What the file is for (spec: container), e.g. 'listing' or 'community'. */
  container: string;
  onProgress(share: number): void;
  signal?: AbortSignal | undefined;
  /** 'private' keeps a photo private too (an ID photo on an offer); documents are private whatever is asked. */
  access?: 'public' | 'private' | undefined;
};

/**
 * Where an upload is signed and confirmed when not through the signed-in media calls (a bank
 * officer's letter goes through the mailed link's token instead).
 */
export type UploadVia<T> = {
  sign(file: { fileName: string; fileType: string }, signal?: AbortSignal): Promise<TSignedUpload>;
  confirm(upload: { uploadId: string; name: string }, signal?: AbortSignal): Promise<T>;
};

/** Which of `kinds` takes a file, by its type; the first when none does (its type check then refuses it). */
export function kindOfFile(file: File, kinds: readonly [TMediaKind, ...TMediaKind[]]): TMediaKind {
  return kinds.find((kind) => (MEDIA_RULES[kind].contentTypes as readonly string[]).includes(file.type)) ?? kinds[0];
}

/**
 * Uploads a file the spec's way: sign, send the bytes to the signed address, confirm. Photos and
 * video are public, documents private (MEDIA_RULES). Type and size are checked first so nothing
 * hopeless is sent; the server checks the bytes again.
 */
export function uploadFile(file: File, options: UploadOptions): Promise<TMedia> {
  const access = options.access === 'private' ? 'private' : MEDIA_RULES[options.kind].access;
  return uploadFileVia(file, options, {
    sign: ({ fileName, fileType }, signal) => signUpload({ fileName, fileType, access }, signal),
    confirm: ({ uploadId, name }, signal) =>
      confirmUpload({ uploadId, name, fileType: file.type, access, container: options.container }, signal),
  });
}

/** uploadFile through other signing and confirming calls: the same checks, progress and messages. */
export async function uploadFileVia<T>(
  file: File,
  { kind, onProgress, signal }: Pick<UploadOptions, 'kind' | 'onProgress' | 'signal'>,
  via: UploadVia<T>,
): Promise<T> {
  const rule = MEDIA_RULES[kind];
  if (!(rule.contentTypes as readonly string[]).includes(file.type)) throw new UploadFailure(MESSAGES.fileTypeNotAllowed);
  if (file.size > rule.maxBytes) throw new UploadFailure(formatMessage('fileTooLarge', { maxMb: rule.maxBytes / (1024 * 1024) }));
  const signed = await stage(() => via.sign({ fileName: file.name, fileType: file.type }, signal), MESSAGES.uploadFailed);
  await stage(
    () => putFile(signed.signed.signedRequest, file, { contentType: file.type, fields: signed.signed.fields, onProgress, signal }),
    MESSAGES.fileCouldNotUpload,
  );
  onProgress(1);
  return stage(() => via.confirm({ uploadId: signed.uploadId, name: file.name }, signal), MESSAGES.fileCouldNotUpload);
}
