import type { TSubscribeRequest } from '@app/shared/newsletter/newsletter.schema';
import type { DbOrTx } from '../../db/client';
import { deleteSubscription, upsertSubscription } from './newsletter.repo';

/** Subscribes an address; subscribing twice is not an error. */
export async function subscribe(db: DbOrTx, input: TSubscribeRequest): Promise<void> {
  await upsertSubscription(db, input.email, input.locale ?? null);
}

/** Ends an address's subscription (the account behind it was deleted). */
export async function unsubscribe(db: DbOrTx, email: string): Promise<void> {
  await deleteSubscription(db, email);
}
