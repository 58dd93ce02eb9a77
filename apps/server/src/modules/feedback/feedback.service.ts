import type { TContactRequest, TFeedbackRequest } from '@app/shared/feedback/feedback.schema';
import type { DbOrTx } from '../../db/client';
import { insertFeedbackEntry } from './feedback.repo';

type RequestMeta = { requestId: string };

/** Records a feedback survey answer. */
export function submitFeedback(db: DbOrTx, input: TFeedbackRequest, meta: RequestMeta) {
  return insertFeedbackEntry(db, {
    kind: 'feedback',
    rating: input.rating,
    topic: input.topic,
    message: input.message,
    email: input.email || null,
    locale: input.locale ?? null,
    requestId: meta.requestId,
  });
}

/** Records a contact-form message for the support team. */
export function submitContactMessage(db: DbOrTx, input: TContactRequest, meta: RequestMeta) {
  return insertFeedbackEntry(db, {
    kind: 'contact',
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    locale: input.locale ?? null,
    requestId: meta.requestId,
  });
}
