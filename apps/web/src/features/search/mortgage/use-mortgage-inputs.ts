import { DEFAULT_DOWN_PAYMENT_PERCENT, indicativeRatePercent } from '@app/shared/constants/mortgage-rates';
import type { TMortgageTermId } from '@app/shared/constants/payments';
import { useState } from 'react';
import { downPaymentFromPercent, followDownPayment, plainNumber, yearsOfTerm } from '../../../lib/mortgage/mortgage';
import { MONEY, PERCENT, POSITIVE_MONEY, RATE, readAmount, YEARS, type Amount, type AmountError, type AmountRule } from './amount';

/** The price the calculator starts from: close to the US median, for a payment to look at at once. */
const START_PRICE = 400_000;
const START_TERM: TMortgageTermId = '30-year-fixed';

/** Every box of the mortgage tools, as typed. Rate, term and costs are shared by the tools that ask. */
export type MortgageFields = {
  rate: string;
  term: TMortgageTermId;
  costs: string;
  price: string;
  downPercent: string;
  downAmount: string;
  income: string;
  debts: string;
  cash: string;
  balance: string;
  currentRate: string;
  yearsLeft: string;
  newRate: string;
  newTerm: TMortgageTermId;
};
export type TermName = 'term' | 'newTerm';
export type AmountName = Exclude<keyof MortgageFields, TermName>;

const RULES: Record<AmountName, AmountRule> = {
  rate: RATE,
  costs: MONEY,
  price: POSITIVE_MONEY,
  downPercent: PERCENT,
  downAmount: MONEY,
  income: POSITIVE_MONEY,
  debts: MONEY,
  cash: MONEY,
  balance: POSITIVE_MONEY,
  currentRate: RATE,
  yearsLeft: YEARS,
  newRate: RATE,
};

function startFields(): MortgageFields {
  return {
    rate: String(indicativeRatePercent(START_TERM)),
    term: START_TERM,
    costs: '',
    price: String(START_PRICE),
    downPercent: String(DEFAULT_DOWN_PAYMENT_PERCENT),
    downAmount: plainNumber(downPaymentFromPercent(START_PRICE, DEFAULT_DOWN_PAYMENT_PERCENT)),
    income: '',
    debts: '',
    cash: '',
    balance: '',
    currentRate: '',
    yearsLeft: '',
    newRate: String(indicativeRatePercent(START_TERM, 'refinance')),
    newTerm: START_TERM,
  };
}

/** Each box's number or error; a down payment above the price is an error too. */
function readFields(fields: MortgageFields) {
  const amounts = Object.fromEntries(
    (Object.keys(RULES) as AmountName[]).map((name) => [name, readAmount(fields[name], RULES[name])]),
  ) as Record<AmountName, Amount>;
  const { price, downAmount } = amounts;
  if (price.value !== undefined && downAmount.value !== undefined && downAmount.value > price.value)
    amounts.downAmount = { error: 'abovePrice' };
  return amounts;
}

/** What the result cards' estimates assume: the calculator's down payment, rate and term, else the defaults. */
export type PaymentAssumptions = { downPercent: number; ratePercent: number; term: TMortgageTermId; years: number };

/** A box of the tools, ready for AmountField. */
export type AmountBinding = { value: string; error: AmountError | undefined; max: number; onChange(text: string): void };

/**
 * The mortgage tools' boxes, held by the Results page so they survive switching tools and never
 * lose what was typed (a bad value stays, with its error). Down payment percent and amount follow
 * each other; a rate still at the indicative figure follows its term when the term changes.
 */
export function useMortgageInputs() {
  const [fields, setFields] = useState(startFields);
  const amounts = readFields(fields);

  const set = (name: AmountName, text: string) =>
    setFields((current) => {
      const next = { ...current, [name]: text };
      if (name !== 'price' && name !== 'downPercent' && name !== 'downAmount') return next;
      return followDownPayment(next, name, (typed, field) => readAmount(typed, RULES[field]).value);
    });
  const setTerm = (name: TermName, term: TMortgageTermId) =>
    setFields((current) => {
      const [rateName, kind] = name === 'term' ? (['rate', 'purchase'] as const) : (['newRate', 'refinance'] as const);
      const untouched = current[rateName] === String(indicativeRatePercent(current[name], kind));
      return { ...current, [name]: term, ...(untouched ? { [rateName]: String(indicativeRatePercent(term, kind)) } : {}) };
    });
  /**
   * What a tool can work with: `bad` when any of its boxes holds an error, and the numbers of the
   * required boxes once all of them are filled and none is bad (else null). Optional boxes count
   * 0 when empty; a tool reads them from `amounts`.
   */
  const numbers = <N extends AmountName>(required: readonly N[], optional: readonly AmountName[] = []) => {
    const bad = [...required, ...optional].some((name) => amounts[name].error !== undefined);
    const ready = !bad && required.every((name) => amounts[name].value !== undefined);
    return { bad, values: ready ? (Object.fromEntries(required.map((name) => [name, amounts[name].value])) as Record<N, number>) : null };
  };
  const bind = (name: AmountName): AmountBinding => ({
    value: fields[name],
    error: amounts[name].error,
    max: RULES[name].max,
    onChange: (text) => set(name, text),
  });

  const assumptions: PaymentAssumptions = {
    downPercent: amounts.downPercent.value ?? DEFAULT_DOWN_PAYMENT_PERCENT,
    ratePercent: amounts.rate.value ?? indicativeRatePercent(fields.term),
    term: fields.term,
    years: yearsOfTerm(fields.term),
  };
  return { fields, amounts, numbers, bind, setTerm, assumptions };
}

export type MortgageInputs = ReturnType<typeof useMortgageInputs>;
