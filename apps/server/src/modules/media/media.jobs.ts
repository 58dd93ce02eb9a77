import type { Job } from '../../platform/jobs/jobs';
import type { Storage } from '../../platform/storage/storage';
import { incomingKey, uploadKeys } from './media-keys';
import { closeUploadWindows, deleteStaleMedia } from './media.repo';

const HOUR = 60 * 60 * 1000;

/**
 * Hourly: uploads never confirmed (an hour past their window, so a PUT still streaming at
 * expiry is not cut off), uploads stuck in processing, and failed ones older than a day go,
 * rows and bytes; ready files whose upload URL has expired lose whatever a late PUT left in
 * their upload slot. Rows are deleted first and bytes after, in the job's transaction: if the
 * store fails, the rows come back and the next run tries again.
 */
export function mediaCleanupJob(storage: Storage): Job {
  return {
    name: 'media-cleanup',
    everyMs: HOUR,
    async run(tx) {
      const now = Date.now();
      const stale = await deleteStaleMedia(tx, {
        pendingBefore: new Date(now - HOUR),
        processingBefore: new Date(now - HOUR),
        failedBefore: new Date(now - 24 * HOUR),
      });
      const closed = await closeUploadWindows(tx, new Date(now - HOUR));
      const keys = [...stale.flatMap(uploadKeys), ...closed.map((row) => incomingKey(row.id))];
      for (const key of keys) await storage.deleteObject(key);
    },
  };
}
