import type { TSavedCard } from '@app/shared/payments/payments.schema';
import { useId } from 'react';
import { CardSummary } from './card-summary';

/** The choice's value for "Use a new card". */
export const NEW_CARD = 'new';

/** The card picked when the page opens: the default card unless expired, else another usable one, else a new card. */
export function initialChoice(cards: TSavedCard[]): string {
  const usable = cards.filter((card) => !card.expired);
  return (usable.find((card) => card.isDefault) ?? usable[0])?._id ?? NEW_CARD;
}

type PaymentMethodChoiceProps = {
  cards: TSavedCard[];
  value: string;
  onChange(value: string): void;
  /** The group's legend ("Pay with"). */
  legend: string;
  /** What choosing a new card means here ("Use a new card"); without it, only saved cards are offered (renewals charge off-session). */
  newCardLabel?: string;
  /** While a payment is on its way. */
  disabled?: boolean;
  /** Ways to pay besides cards (Alipay, WeChat Pay, PayPal): a radio each after the new card, with a line on how it works. */
  others?: { value: string; label: string; hint: string }[];
};

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-light/40 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/**
 * Pay with: one radio per saved card (expired ones shown but not choosable), then a new card (when
 * offered), then any other ways to pay the caller offers. The checkout, the offer's booking deposit
 * and the membership's renewal card choose with it.
 */
export function PaymentMethodChoice({
  cards,
  value,
  onChange,
  legend,
  newCardLabel,
  disabled = false,
  others = [],
}: PaymentMethodChoiceProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-base font-semibold text-ink">{legend}</legend>
      {cards.map((card) => (
        <label key={card._id} className={OPTION}>
          <input
            type="radio"
            name={name}
            value={card._id}
            checked={value === card._id}
            disabled={card.expired}
            onChange={() => onChange(card._id)}
            className="h-4 w-4 shrink-0 accent-primary"
          />
          <CardSummary card={card} />
        </label>
      ))}
      {newCardLabel && (
        <label className={OPTION}>
          <input
            type="radio"
            name={name}
            value={NEW_CARD}
            checked={value === NEW_CARD}
            onChange={() => onChange(NEW_CARD)}
            className="h-4 w-4 shrink-0 accent-primary"
          />
          <span className="font-semibold text-ink">{newCardLabel}</span>
        </label>
      )}
      {others.map((other) => (
        <label key={other.value} className={OPTION}>
          <input
            type="radio"
            name={name}
            value={other.value}
            checked={value === other.value}
            onChange={() => onChange(other.value)}
            aria-labelledby={`${name}-${other.value}-label`}
            aria-describedby={`${name}-${other.value}-hint`}
            className="h-4 w-4 shrink-0 accent-primary"
          />
          <span className="flex flex-col">
            <span id={`${name}-${other.value}-label`} className="font-semibold text-ink">
              {other.label}
            </span>
            <span id={`${name}-${other.value}-hint`} className="text-sm text-muted">
              {other.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
