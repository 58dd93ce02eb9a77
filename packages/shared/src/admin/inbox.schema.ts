import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { ZAdminPageFields, ZAdminPageParam, ZAdminReason } from './admin.schema';

/** The console's inbox (feedback and contact messages) and newsletter subscribers (decision 080). */

const ZSearch = z.string(MESSAGES.invalidInput).trim().max(200, MESSAGES.invalidInput).optional();

export const INBOX_PAGE_SIZE = 25;
export const INBOX_KINDS = ['feedback', 'contact'] as const;

/** GET admin/inbox: by kind, words in the message, name or email, and whether it waits; newest first. */
export const ZAdminInboxQuery = z.object({
  kind: z.enum(INBOX_KINDS, MESSAGES.invalidInput).optional(),
  q: ZSearch,
  state: z.enum(['open', 'handled'], MESSAGES.invalidInput).optional(),
  page: ZAdminPageParam,
});
export type TAdminInboxFilter = { kind?: (typeof INBOX_KINDS)[number]; q?: string; state?: 'open' | 'handled'; page?: number };

/** A feedback survey answer or a contact message, as the inbox shows it. */
export const ZAdminInboxEntry = z.object({
  _id: z.uuid(),
  kind: z.enum(INBOX_KINDS),
  name: z.string().nullable(),
  email: z.string().nullable(),
  topic: z.string().nullable(),
  rating: z.number().int().nullable(),
  message: z.string(),
  locale: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
  handledBy: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TAdminInboxEntry = z.infer<typeof ZAdminInboxEntry>;

export const ZAdminInboxPage = z.object({
  entries: z.array(ZAdminInboxEntry),
  ...ZAdminPageFields,
});
export type TAdminInboxPage = z.infer<typeof ZAdminInboxPage>;

/** POST admin/inbox/{id}/reply: the words mailed to the writer (once), which also marks it handled. */
export const ZAdminInboxReply = z.object({
  message: z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(5000, MESSAGES.invalidInput),
});
export type TAdminInboxReply = z.infer<typeof ZAdminInboxReply>;

/** GET admin/subscribers: newsletter addresses by part of the address, newest first. */
export const ZAdminSubscriberQuery = z.object({ q: ZSearch, page: ZAdminPageParam });
export type TAdminSubscriberFilter = { q?: string; page?: number };

export const ZAdminSubscriber = z.object({
  _id: z.uuid(),
  email: z.string(),
  locale: z.string().nullable(),
  /** Only confirmed addresses (the mailed link opened) get the newsletter and are exported. */
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminSubscriber = z.infer<typeof ZAdminSubscriber>;

export const ZAdminSubscriberPage = z.object({
  subscribers: z.array(ZAdminSubscriber),
  ...ZAdminPageFields,
});
export type TAdminSubscriberPage = z.infer<typeof ZAdminSubscriberPage>;

/** DELETE admin/subscribers/{id}: removed on the reader's request, with why. */
export const ZAdminSubscriberRemove = z.object({ why: ZAdminReason });
export type TAdminSubscriberRemove = z.infer<typeof ZAdminSubscriberRemove>;
