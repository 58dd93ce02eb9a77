import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { ZSignatureInput, type TOfferDraft } from './offer-draft.schema';
import { OFFER_SIDES } from './offer-transitions';

/*
 * What the two sides negotiate (decision 054): the price and the closing and escrow terms, as one
 * flat record so each round's changes are field by field (old → new). The offer's draft always
 * holds the current terms (the PDF, the money and the views read it); each round is kept as a
 * signed version (offer_versions) with its full terms and its changes.
 */

/** Each side has 2 business days to answer (spec section 9: counterparty response window). */
export const RESPONSE_WINDOW_BUSINESS_DAYS = 2;

const money = z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).max(1e13, MESSAGES.invalidInput);
const days = z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(365, MESSAGES.invalidInput);

export const ZNegotiableTerms = z.object({
  offerPrice: money.min(1, MESSAGES.invalidInput),
  closingDays: days.nullable(),
  initialDeposit: money.nullable(),
  increaseDeposits: z.array(money).max(10, MESSAGES.invalidInput),
  escrowPeriodDays: days.nullable(),
  ownerCarry: money.nullable(),
  otherTerms: z.string(MESSAGES.invalidInput).trim().max(4000, MESSAGES.invalidInput),
  minimumCounter: money.nullable(),
});
export type TNegotiableTerms = z.infer<typeof ZNegotiableTerms>;
export type TTermField = keyof TNegotiableTerms;

/** How each term is shown (and compared): an amount, a number of days, a list of amounts, or text. */
export const TERM_KINDS = {
  offerPrice: 'money',
  closingDays: 'days',
  initialDeposit: 'money',
  increaseDeposits: 'money-list',
  escrowPeriodDays: 'days',
  ownerCarry: 'money',
  otherTerms: 'text',
  minimumCounter: 'money',
} as const satisfies Record<TTermField, 'money' | 'days' | 'money-list' | 'text'>;
export const TERM_FIELDS = Object.keys(TERM_KINDS) as TTermField[];

/** One field's change in a round: the value before and after (null = not set). */
export const ZTermChange = z.object({
  field: z.enum(TERM_FIELDS as [TTermField, ...TTermField[]]),
  from: z.union([z.number(), z.string(), z.array(z.number())]).nullable(),
  to: z.union([z.number(), z.string(), z.array(z.number())]).nullable(),
});
export type TTermChange = z.infer<typeof ZTermChange>;

/** The negotiable terms a draft holds now (a sent offer's draft always has a price). */
export function termsOfDraft(draft: TOfferDraft): TNegotiableTerms {
  const terms = draft.terms ?? {};
  return {
    offerPrice: draft.basics?.offerPrice ?? 0,
    closingDays: draft.basics?.closingDays ?? null,
    initialDeposit: terms.initial_escrow_deposit?.deposit ?? null,
    increaseDeposits: (terms.increase_escrow_deposits ?? []).flatMap((entry) => (entry.deposit == null ? [] : [entry.deposit])),
    escrowPeriodDays: terms.escrowPeriodDays ?? null,
    ownerCarry: terms.ownerCarry ?? null,
    otherTerms: terms.otherTerms ?? '',
    minimumCounter: terms.minimumCounter ?? null,
  };
}

/** The draft with these terms in place of its own (what a counter writes back). */
export function draftWithTerms(draft: TOfferDraft, terms: TNegotiableTerms): TOfferDraft {
  return {
    ...draft,
    basics: { ...draft.basics, offerPrice: terms.offerPrice, closingDays: terms.closingDays },
    terms: {
      ...draft.terms,
      initial_escrow_deposit: { deposit: terms.initialDeposit },
      increase_escrow_deposits: terms.increaseDeposits.map((deposit) => ({ deposit })),
      escrowPeriodDays: terms.escrowPeriodDays,
      ownerCarry: terms.ownerCarry,
      otherTerms: terms.otherTerms,
      minimumCounter: terms.minimumCounter,
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const blankToNull = (value: TNegotiableTerms[TTermField]) => (value === '' ? null : value);

/** The fields a round changed, in the table's order, each with its old and new value. */
export function termChanges(before: TNegotiableTerms, after: TNegotiableTerms): TTermChange[] {
  return TERM_FIELDS.flatMap((field) =>
    same(before[field], after[field]) ? [] : [{ field, from: blankToNull(before[field]), to: blankToNull(after[field]) }],
  );
}

/** Whether a counter's price respects the minimum counter of the terms it answers (spec: 'Offer must be above minimum counter'). */
export function meetsMinimumCounter(current: TNegotiableTerms, counterPrice: number): boolean {
  return current.minimumCounter == null || counterPrice >= current.minimumCounter;
}

/** POST /offers/{id}/counter, /edit and /renegotiate: the new terms, signed by the caller. */
export const ZCounterRequest = z.object({ terms: ZNegotiableTerms, signature: ZSignatureInput });
export type TCounterRequest = z.infer<typeof ZCounterRequest>;

/** POST /offers/{id}/decline and /cancel: why (kept on the event and sent to the other side). */
export const ZReasonRequest = z.object({
  reason: z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(1000, MESSAGES.invalidInput),
});
export type TReasonRequest = z.infer<typeof ZReasonRequest>;

/** POST /offers/{id}/finalize: the caller signs the final terms. */
export const ZFinalizeRequest = z.object({ signature: ZSignatureInput });
export type TFinalizeRequest = z.infer<typeof ZFinalizeRequest>;

/** One round of the negotiation: who (which side) wrote which terms, what changed, when it was signed. */
export const ZOfferVersion = z.object({
  round: z.number().int(),
  side: z.enum(OFFER_SIDES),
  /** send (the offer as sent), edit (terms updated before an answer), counter, renegotiate. */
  action: z.enum(['send', 'edit', 'counter', 'renegotiate']),
  /** The author's display name (first and last). */
  author: z.string(),
  terms: ZNegotiableTerms,
  changes: z.array(ZTermChange),
  signedAt: z.iso.datetime({ offset: true }),
});
export type TOfferVersion = z.infer<typeof ZOfferVersion>;
