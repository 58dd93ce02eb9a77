import { MESSAGES } from '@app/shared/messages/messages';
import type { TMedia, TMediaKind } from '@app/shared/media/media.schema';
import { useRef, useState } from 'react';
import { isAbort } from '../../lib/media/put-file';
import { kindOfFile, UploadFailure, uploadFile } from '../../lib/media/upload-file';

/** A file on its way up (progress 0-100), or one that failed with the spec's message. */
export type TUpload = { key: number; name: string; progress: number; error: string | null };

type UseUploadsOptions = {
  /** The kind of every file, or the kinds a file may be (each file goes as the one that takes its type). */
  kind: TMediaKind | readonly [TMediaKind, ...TMediaKind[]];
  /** 'private' keeps photos private too (an ID photo on an offer). */
  access?: 'private';
  container: string;
  /** Called once per file that made it; failed files are never passed on (spec: they are dropped). */
  onUploaded(media: TMedia): void;
};

let nextKey = 1;

/**
 * The uploads of one uploader: each file runs on its own, so one failure never holds up the
 * rest. A failure stays listed with its message until dismissed; a cancelled file just goes.
 * Uploads carry on when the uploader is hidden (another wizard step), and still land.
 */
export function useUploads({ kind, container, onUploaded, access }: UseUploadsOptions) {
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const update = (key: number, patch: Partial<TUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const remove = (key: number) => {
    controllers.current.delete(key);
    setUploads((list) => list.filter((item) => item.key !== key));
  };

  const start = (files: readonly File[]) => {
    for (const file of files) {
      const key = nextKey++;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setUploads((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
      const onProgress = (share: number) => update(key, { progress: Math.round(share * 100) });
      const fileKind = typeof kind === 'string' ? kind : kindOfFile(file, kind);
      uploadFile(file, { kind: fileKind, container, onProgress, signal: controller.signal, access }).then(
        (media) => {
          remove(key);
          onUploaded(media);
        },
        (error: unknown) => {
          if (isAbort(error)) return remove(key);
          if (!(error instanceof UploadFailure)) console.error('upload failed', error);
          controllers.current.delete(key);
          update(key, { error: error instanceof UploadFailure ? error.message : MESSAGES.fileCouldNotUpload });
        },
      );
    }
  };

  return {
    uploads,
    /** Files still uploading (they count against a limit). */
    active: uploads.filter((item) => item.error === null).length,
    start,
    cancel: (key: number) => controllers.current.get(key)?.abort(),
    dismiss: remove,
  };
}
