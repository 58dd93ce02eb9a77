import { ZSignedUpload } from '@app/shared/media/media.schema';
import { api } from '../api/api-client';

export type TSignUploadParams = { fileName: string; fileType: string; access: 'public' | 'private' };

/** GET /images/sign (spec: the signing endpoint): where to PUT the bytes, and the upload's id. */
export function signUpload({ fileName, fileType, access }: TSignUploadParams, signal?: AbortSignal) {
  return api('/images/sign', ZSignedUpload, { query: { 'file-name': fileName, 'file-type': fileType, access }, signal });
}
