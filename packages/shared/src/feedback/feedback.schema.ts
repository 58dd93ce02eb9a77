import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { ZEmail } from '../validation/email';

const ZMessageText = z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(5000, MESSAGES.invalidInput);
const ZOptionalText = z.string().trim().max(200, MESSAGES.invalidInput).optional();

export const FEEDBACK_TOPICS = ['search', 'listing', 'offers', 'services', 'account', 'other'] as const;

/** The feedback survey: a rating, what it is about, what to tell us; an email only if they want a reply. */
export const ZFeedbackRequest = z.object({
  rating: z.number(MESSAGES.required).int().min(1, MESSAGES.required).max(5, MESSAGES.invalidInput),
  topic: z.enum(FEEDBACK_TOPICS, MESSAGES.required),
  message: ZMessageText,
  email: z.union([z.literal(''), ZEmail]).optional(),
  locale: ZOptionalText,
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequest>;

export const CONTACT_TOPICS = ['buying', 'selling', 'professional', 'account', 'press', 'other'] as const;

/** The contact form: who is writing, how to reach them, and what about. */
export const ZContactRequest = z.object({
  name: z.string(MESSAGES.required).trim().min(1, MESSAGES.nameRequired).max(100, MESSAGES.invalidInput),
  email: ZEmail,
  topic: z.enum(CONTACT_TOPICS, MESSAGES.required),
  message: ZMessageText,
  locale: ZOptionalText,
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

export const ZFeedbackReceipt = z.object({ _id: z.uuid() });
