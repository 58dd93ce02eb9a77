import { MESSAGES } from '@app/shared/messages/messages';
import { meetsMinimumCounter, ZNegotiableTerms, type TNegotiableTerms } from '@app/shared/offers/offer-negotiation';

/** The terms as the counter form holds them: an amount being typed may be empty for a moment. */
export type TTermsInput = Omit<TNegotiableTerms, 'offerPrice' | 'increaseDeposits'> & {
  offerPrice: number | null;
  increaseDeposits: (number | null)[];
};

/** The terms a preview compares: what was typed, with an emptied price or deposit left as it was. */
export function previewTerms(input: TTermsInput, current: TNegotiableTerms): TNegotiableTerms {
  return {
    ...input,
    offerPrice: input.offerPrice ?? current.offerPrice,
    increaseDeposits: input.increaseDeposits.filter((deposit): deposit is number => deposit !== null),
  };
}

/**
 * The form's terms checked by the shared contract (ZNegotiableTerms) and the minimum counter of the
 * terms they answer: the terms to send, or the spec's messages by field path ('terms.offerPrice').
 */
export function checkTerms(
  input: TTermsInput,
  current: TNegotiableTerms,
  { answersMinimum }: { answersMinimum: boolean },
): { terms: TNegotiableTerms } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (input.offerPrice === null) errors['terms.offerPrice'] = MESSAGES.required;
  input.increaseDeposits.forEach((deposit, index) => {
    if (deposit === null) errors[`terms.increaseDeposits.${index}`] = MESSAGES.required;
  });
  const parsed = ZNegotiableTerms.safeParse({
    ...input,
    offerPrice: input.offerPrice ?? 0,
    increaseDeposits: input.increaseDeposits.map((d) => d ?? 0),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[`terms.${issue.path.join('.')}`] ??= issue.message;
  }
  if (answersMinimum && input.offerPrice !== null && !meetsMinimumCounter(current, input.offerPrice)) {
    errors['terms.offerPrice'] ??= MESSAGES.offerBelowMinCounter;
  }
  return parsed.success && Object.keys(errors).length === 0 ? { terms: parsed.data } : { errors };
}
