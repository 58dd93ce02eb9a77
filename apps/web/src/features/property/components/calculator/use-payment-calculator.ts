import { MORTGAGE_TERMS, type TMortgageTermId } from '@app/shared/constants/payments';
import { minorToMajor } from '@app/shared/domain/money';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useState } from 'react';
import type { MonthlyFees } from '../../lib/fees';
import { amortisationByYear, downPaymentFromPercent, monthlyPayment, percentFromDownPayment } from '../../lib/mortgage';

/** Defaults of a fresh calculator: 20% down at 6.5% over 30 years. */
export const CALCULATOR_DEFAULTS = { downPercent: 20, ratePercent: 6.5, term: '30-year-fixed' as TMortgageTermId };

const toNumber = (text: string) => {
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) && value >= 0 ? value : 0;
};
const plain = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The payment calculator's fields as typed (strings, so a field can be cleared while typing)
 * and what they work out to. Down payment percent and amount follow each other.
 */
export function usePaymentCalculator(price: TMoney, fees: MonthlyFees) {
  const major = (money: TMoney) => minorToMajor(money.amount, money.currency);
  const startPrice = major(price);
  const [fields, setFields] = useState({
    price: plain(startPrice),
    downPercent: String(CALCULATOR_DEFAULTS.downPercent),
    downAmount: plain(downPaymentFromPercent(startPrice, CALCULATOR_DEFAULTS.downPercent)),
    rate: String(CALCULATOR_DEFAULTS.ratePercent),
    term: CALCULATOR_DEFAULTS.term,
    taxes: plain(major(fees.taxes)),
    hoa: plain(major(fees.hoa)),
  });
  type Fields = typeof fields;

  const set = (name: Exclude<keyof Fields, 'term'>, text: string) =>
    setFields((current) => {
      const next = { ...current, [name]: text };
      if (name === 'price' || name === 'downPercent') next.downAmount = plain(downPaymentFromPercent(toNumber(next.price), toNumber(next.downPercent)));
      if (name === 'downAmount') next.downPercent = plain(percentFromDownPayment(toNumber(next.price), toNumber(text)));
      return next;
    });
  const setTerm = (term: TMortgageTermId) => setFields((current) => ({ ...current, term }));

  const years = MORTGAGE_TERMS.find((term) => term.id === fields.term)?.years ?? 30;
  const breakdown = monthlyPayment({
    price: toNumber(fields.price),
    downPayment: toNumber(fields.downAmount),
    annualRatePercent: toNumber(fields.rate),
    years,
    taxesPerMonth: toNumber(fields.taxes),
    hoaPerMonth: toNumber(fields.hoa),
  });
  const schedule = amortisationByYear(breakdown.loan, toNumber(fields.rate), years);
  return { fields, set, setTerm, breakdown, schedule, years };
}
