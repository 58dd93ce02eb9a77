import { ZSignedUpload } from '@app/shared/media/media.schema';
import { ZVodAnswerResult, ZVodLetter, ZVodVerification, type TVodAnswerRequest, type TVodLetter } from '@app/shared/vod/vod.schema';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { uploadFileVia, kindOfFile } from '../../../lib/media/upload-file';

/** GET /vod/verification?token=: what the bank is asked, by the mailed link (no account). */
export function getVerification(token: string, signal?: AbortSignal) {
  return api('/vod/verification', ZVodVerification, { query: { token }, signal });
}

/** Query options for the link's request; a dead link is not retried. */
export function verificationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['vod-verification', token] as const,
    queryFn: ({ signal }) => getVerification(token, signal),
    retry: false,
  });
}

/** The request behind a verification link. */
export function useVerification(token: string) {
  return useQuery({ ...verificationQueryOptions(token), enabled: token.length > 0 });
}

/** POST /vod/verification: the officer's answer, once. */
export function answerVerification(body: TVodAnswerRequest) {
  return api('/vod/verification', ZVodAnswerResult, { method: 'POST', body });
}

/** Answering by the link. */
export function useAnswerVerification() {
  return useMutation({ mutationFn: answerVerification });
}

/**
 * Uploads the officer's letter (PDF, JPG or PNG) through the link's token: the same checks and
 * progress as every upload, signed and confirmed by the VOD calls.
 */
export function uploadLetter(token: string, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<TVodLetter> {
  return uploadFileVia(
    file,
    { kind: kindOfFile(file, ['document', 'image']), onProgress, signal },
    {
      sign: ({ fileName, fileType }, abort) =>
        api('/vod/verification/letter/sign', ZSignedUpload, {
          query: { token, 'file-name': fileName, 'file-type': fileType },
          signal: abort,
        }),
      confirm: ({ uploadId, name }, abort) =>
        api('/vod/verification/letter', ZVodLetter, { method: 'POST', body: { token, uploadId, name }, signal: abort }),
    },
  );
}
