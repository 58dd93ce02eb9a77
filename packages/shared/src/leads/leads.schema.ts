import { z } from 'zod';
import { MESSAGES } from '../messages/messages';

/** What a lead is about: one of the owner's listings, or their professional profile. */
export const LEAD_SUBJECTS = ['listing', 'professional'] as const;

/**
 * A lead (decision 078): a visitor's contact with a listing owner or a professional, as the owner
 * sees it: who, about what, when, and whether the owner answered in that conversation.
 */
export const ZLead = z.object({
  /** The conversation the contact started; the lead opens it. */
  conversationId: z.uuid(),
  visitor: z.object({ firstName: z.string(), lastName: z.string() }),
  subject: z.enum(LEAD_SUBJECTS),
  listing: z.object({ _id: z.uuid(), title: z.string().nullable() }).nullable(),
  /** The visitor's first message. */
  contactedAt: z.iso.datetime({ offset: true }),
  /** The owner's first reply; null while unanswered. */
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TLead = z.infer<typeof ZLead>;

export const LEADS_PAGE_SIZE = 25;

/** GET /leads?page&answered: newest contact first; `answered` false shows only those waiting. */
export const ZLeadsQuery = z.object({
  page: z.coerce
    .number(MESSAGES.invalidInput)
    .int(MESSAGES.invalidInput)
    .min(1, MESSAGES.invalidInput)
    .max(10_000, MESSAGES.invalidInput)
    .default(1),
  answered: z.enum(['true', 'false'], MESSAGES.invalidInput).optional(),
});

export const ZLeadsPage = z.object({
  leads: z.array(ZLead),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Leads still waiting for the owner's answer, over all pages. */
  unanswered: z.number().int(),
});
export type TLeadsPage = z.infer<typeof ZLeadsPage>;
