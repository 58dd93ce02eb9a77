import { DEFAULT_DOWN_PAYMENT_PERCENT, indicativeRatePercent } from '@app/shared/constants/mortgage-rates';
import type { TMortgageTermId } from '@app/shared/constants/payments';
import { minorToMajor } from '@app/shared/domain/money';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useState } from 'react';
import {
  amortisationByYear,
  downPaymentFromPercent,
  followDownPayment,
  monthlyPayment,
  plainNumber,
  yearsOfTerm,
} from '../../../../lib/mortgage/mortgage';
import type { MonthlyFees } from '../../lib/fees';

const DEFAULT_TERM: TMortgageTermId = '30-year-fixed';
/** Defaults of a fresh calculator: 20% down at the indicative 30-year rate over 30 years. */
export const CALCULATOR_DEFAULTS: { downPercent: number; ratePercent: number; term: TMortgageTermId } = {
  downPercent: DEFAULT_DOWN_PAYMENT_PERCENT,
  ratePercent: indicativeRatePercent(DEFAULT_TERM),
  term: DEFAULT_TERM,
};

const toNumber = (text: string) => {
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

/**
 * The payment calculator's fields as typed (strings, so a field can be cleared while typing)
 * and what they work out to. Down payment percent and amount follow each other.
 */
export function usePaymentCalculator(price: TMoney, fees: MonthlyFees) {
  const major = (money: TMoney) => minorToMajor(money.amount, money.currency);
  const startPrice = major(price);
  const [fields, setFields] = useState({
    price: plainNumber(startPrice),
    downPercent: String(CALCULATOR_DEFAULTS.downPercent),
    downAmount: plainNumber(downPaymentFromPercent(startPrice, CALCULATOR_DEFAULTS.downPercent)),
    rate: String(CALCULATOR_DEFAULTS.ratePercent),
    term: CALCULATOR_DEFAULTS.term,
    taxes: plainNumber(major(fees.taxes)),
    hoa: plainNumber(major(fees.hoa)),
  });
  type Fields = typeof fields;

  const set = (name: Exclude<keyof Fields, 'term'>, text: string) =>
    setFields((current) => {
      const next = { ...current, [name]: text };
      return name === 'price' || name === 'downPercent' || name === 'downAmount' ? followDownPayment(next, name, toNumber) : next;
    });
  const setTerm = (term: TMortgageTermId) => setFields((current) => ({ ...current, term }));

  const years = yearsOfTerm(fields.term);
  const breakdown = monthlyPayment({
    price: toNumber(fields.price),
    downPayment: toNumber(fields.downAmount),
    annualRatePercent: toNumber(fields.rate),
    years,
    taxesPerMonth: toNumber(fields.taxes),
    hoaPerMonth: toNumber(fields.hoa),
  });
  const schedule = amortisationByYear(breakdown.loan, toNumber(fields.rate), years);
  // A down payment is 0-100 % of the price; beyond that there is no loan to work out.
  const downPaymentOutOfRange = toNumber(fields.downPercent) > 100 || toNumber(fields.downAmount) > toNumber(fields.price);
  return { fields, set, setTerm, breakdown, schedule, years, downPaymentOutOfRange };
}
