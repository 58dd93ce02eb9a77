import type { DeclineReason } from '../payment-provider';

/**
 * What a saved card does when charged. Stored in `demo_cards.behaviour` at tokenisation, so the
 * processor never needs the number again.
 */
export type CardBehaviour = 'succeed' | `decline:${DeclineReason}`;

export type TestCard = { number: string; brand: string; behaviour: CardBehaviour; note: string };

/**
 * Stripe's well-known test numbers, with the outcome Stripe gives them, so a person who knows
 * one processor's test cards can use the other. Any other Luhn-valid number succeeds.
 * Like Stripe, every one of these tokenises; the decline comes when the card is charged.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'succeed', note: 'Visa, succeeds' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'succeed', note: 'Mastercard, succeeds' },
  { number: '378282246310005', brand: 'amex', behaviour: 'succeed', note: 'American Express, succeeds (4-digit CVC)' },
  { number: '6011111111111117', brand: 'discover', behaviour: 'succeed', note: 'Discover, succeeds' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'decline:card_declined', note: 'generic decline' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'decline:insufficient_funds', note: 'insufficient funds' },
  { number: '4000000000000069', brand: 'visa', behaviour: 'decline:expired_card', note: 'issuer says expired' },
  { number: '4000000000000127', brand: 'visa', behaviour: 'decline:incorrect_cvc', note: 'issuer says wrong CVC' },
  { number: '4000000000000119', brand: 'visa', behaviour: 'decline:processing_error', note: 'processing error' },
  { number: '4000000000000341', brand: 'visa', behaviour: 'decline:card_declined', note: 'saves, then every charge declines' },
];

const byNumber = new Map(TEST_CARDS.map((card) => [card.number, card.behaviour]));

/** The behaviour of a (validated) card number: its test-card outcome, else success. */
export function behaviourOf(digits: string): CardBehaviour {
  return byNumber.get(digits) ?? 'succeed';
}

/** The decline a behaviour produces at charge time, or null when the charge goes through. */
export function declineOf(behaviour: string): DeclineReason | null {
  if (behaviour === 'succeed') return null;
  const reason = behaviour.slice('decline:'.length);
  return isDeclineReason(reason) ? reason : 'card_declined';
}

/** Every decline a card's behaviour can name. */
export const DECLINE_REASONS: readonly DeclineReason[] = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
];

function isDeclineReason(value: string): value is DeclineReason {
  return (DECLINE_REASONS as readonly string[]).includes(value);
}
