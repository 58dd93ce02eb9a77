import { ZCardForm } from '@app/shared/validation/card';
import { z } from 'zod';

/**
 * The checkout's new-card form: the second branch of the shared ZPayCheckoutRequest
 * ({ card, saveCard }) flattened, so the wallet's card form can fill it.
 */
export const ZNewCardPayment = ZCardForm.safeExtend({ saveCard: z.boolean().optional() });
