import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { ZMoney } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import { BANK_ACCOUNT_TYPE_IDS, ZSignatureInput } from '../offers/offer-draft.schema';

/*
 * Verification of deposit with banks (docs/decisions/056-verification-of-deposit.md): the buyer
 * side asks one bank of one buyer, in the language the bank reads; the bank officer answers by a
 * tokenised link to /vod/verification, once, within 48 hours, without an account.
 */

/** The officer's answers. */
export const VOD_ANSWERS = ['verified', 'not-verified'] as const;
export type TVodAnswer = (typeof VOD_ANSWERS)[number];

/** POST /offers/{id}/vod-requests: which buyer's which bank (its place on the VOD page), and the bank's language. */
export const ZSendVodRequest = z.object({
  buyerId: z.uuid(MESSAGES.invalidInput),
  bank: z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).max(4, MESSAGES.invalidInput),
  locale: z.enum(SUPPORTED_LOCALES, MESSAGES.invalidInput),
});
export type TSendVodRequest = z.infer<typeof ZSendVodRequest>;

/** The link's token: 256 random bits, base64url (43 characters). */
const ZVodToken = z.string(MESSAGES.invalidInput).trim().min(20, MESSAGES.invalidInput).max(100, MESSAGES.invalidInput);

/** GET /vod/verification?token=… */
export const ZVodTokenQuery = z.object({ token: ZVodToken });

/** An account as the officer reads it: the buyer's name for it, its type and the last 4 digits of its number. */
export const ZVodAccount = z.object({
  accountName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPE_IDS).nullable(),
  /** Only the last 4 characters of the account number: the link travels by email. */
  numberEnding: z.string().max(4),
});
export type TVodAccount = z.infer<typeof ZVodAccount>;

/** What the bank officer's page shows: whose funds, which accounts, how much, until when. */
export const ZVodVerification = z.object({
  buyerName: z.string(),
  bankName: z.string(),
  accounts: z.array(ZVodAccount),
  /** The cash the buyer needs to close: the offer price less what the owner carries, in the offer's currency. */
  amount: ZMoney,
  /** The language the buyer picked for the bank. */
  locale: z.enum(SUPPORTED_LOCALES),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TVodVerification = z.infer<typeof ZVodVerification>;

/** POST /vod/verification: the officer's answer, name and signature, and an optional letter (an upload made with this token). */
export const ZVodAnswerRequest = z.object({
  token: ZVodToken,
  answer: z.enum(VOD_ANSWERS, MESSAGES.required),
  officerName: z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(120, MESSAGES.invalidInput),
  signature: ZSignatureInput,
  letterId: z.uuid(MESSAGES.invalidInput).optional(),
});
export type TVodAnswerRequest = z.infer<typeof ZVodAnswerRequest>;

/** The recorded answer. */
export const ZVodAnswerResult = z.object({ status: z.enum(VOD_ANSWERS), answeredAt: z.iso.datetime({ offset: true }) });
export type TVodAnswerResult = z.infer<typeof ZVodAnswerResult>;

/** GET /vod/verification/letter/sign: the token and the file (PDF, JPG or PNG). */
export const ZVodLetterSignQuery = ZVodTokenQuery.extend({
  'file-name': z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(200, MESSAGES.invalidInput),
  'file-type': z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(100, MESSAGES.invalidInput),
});

/** POST /vod/verification/letter: the signed upload to check and keep. */
export const ZVodLetterConfirm = z.object({
  token: ZVodToken,
  uploadId: z.uuid(MESSAGES.invalidInput),
  name: z.string().trim().min(1, MESSAGES.required).max(200, MESSAGES.invalidInput),
});

/** The stored letter. */
export const ZVodLetter = z.object({ _id: z.uuid(), name: z.string(), contentType: z.string() });
export type TVodLetter = z.infer<typeof ZVodLetter>;

/**
 * The amount the bank is asked to confirm: the cash the buyer needs to close, the offer price less
 * what the owner carries (seller financing), never below zero; null while there is no price.
 */
export function vodAmountMinor(draft: { basics?: { offerPrice?: number | null }; terms?: { ownerCarry?: number | null } }): number | null {
  const price = draft.basics?.offerPrice ?? null;
  if (price === null) return null;
  return Math.max(0, price - (draft.terms?.ownerCarry ?? 0));
}
