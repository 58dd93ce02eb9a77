import type { TListingTranslation } from '@app/shared/orders/media-delivery.schema';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceOrders } from '../../db/schema/index';

/** Keeps a translation order's delivered text on the order; a later delivery (a revision) replaces it. */
export async function setOrderTranslation(db: DbOrTx, orderId: string, translations: TListingTranslation[]): Promise<void> {
  await db.update(serviceOrders).set({ translation: translations, updatedAt: new Date() }).where(eq(serviceOrders.id, orderId));
}
