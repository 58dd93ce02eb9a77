import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { enqueue } from '../../platform/outbox/outbox';
import type { OutboxHandler } from '../../platform/outbox/outbox-worker';
import type { Storage } from '../../platform/storage/storage';
import { uploadKeys } from './media-keys';
import { deleteMediaOfOwner } from './media.repo';

/** The outbox topic that removes stored bytes after the rows naming them are gone. */
export const MEDIA_ERASE_TOPIC = 'media.erase';
const KEYS_PER_ROW = 500;
const ZEraseJob = z.object({ keys: z.array(z.string()).max(KEYS_PER_ROW) });

/**
 * In the caller's transaction (an account being deleted): deletes every file row of the account
 * and queues the removal of all their bytes (originals, renditions, upload slots). The bytes go
 * only if the transaction commits, and the outbox retries until the store has removed them.
 */
export async function eraseAccountMedia(tx: DbOrTx, accountId: string): Promise<void> {
  const keys = (await deleteMediaOfOwner(tx, accountId)).flatMap(uploadKeys);
  for (let start = 0; start < keys.length; start += KEYS_PER_ROW) {
    await enqueue(tx, MEDIA_ERASE_TOPIC, { keys: keys.slice(start, start + KEYS_PER_ROW) });
  }
}

/** The outbox handler for MEDIA_ERASE_TOPIC; deleting a missing object is no error, so a repeat is harmless. */
export function mediaEraseHandler(storage: Storage): OutboxHandler {
  return async (payload) => {
    for (const key of ZEraseJob.parse(payload).keys) await storage.deleteObject(key);
  };
}
