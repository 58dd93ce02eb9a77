import { MORTGAGE_TERMS, type TMortgageTermId } from '@app/shared/constants/payments';

/**
 * Mortgage math for the payment calculators (the property page's and the Results page's
 * mortgage tools), in major units (dollars, not cents): the standard amortisation formula
 * M = P·r / (1 − (1 + r)^−n), r the monthly rate, n the number of months.
 */

/** The years of a mortgage term ('30-year-fixed' → 30). */
export function yearsOfTerm(term: TMortgageTermId): number {
  return MORTGAGE_TERMS.find((choice) => choice.id === term)?.years ?? 30;
}

/** The monthly principal and interest of a fixed-rate loan, unrounded. A 0% loan is P / n. */
export function monthlyPrincipalAndInterest(principal: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate <= 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/**
 * The loan a monthly principal and interest pays off: the same formula solved for P,
 * P = M · (1 − (1 + r)^−n) / r (M · n at 0%). Unrounded; nothing for a payment of 0 or less.
 */
export function loanForMonthlyPayment(payment: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (payment <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate <= 0) return payment * months;
  return (payment * (1 - (1 + rate) ** -months)) / rate;
}

/** Rounds a major amount to cents. */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The down payment for a percent of the price. */
export function downPaymentFromPercent(price: number, percent: number): number {
  return roundCents((price * clamp(percent, 0, 100)) / 100);
}

/** The percent of the price a down payment is (one decimal). */
export function percentFromDownPayment(price: number, amount: number): number {
  if (price <= 0) return 0;
  return Math.round((clamp(amount, 0, price) / price) * 1000) / 10;
}

/** The fields of a calculator's price and down payment, as typed. */
export type DownPaymentFields = { price: string; downPercent: string; downAmount: string };

/**
 * Keeps a calculator's down payment percent and amount in step after one of the three fields
 * changed: a new price or percent sets the amount, a new amount sets the percent. `read` turns
 * a field's text into a number, or undefined when it holds none (or a bad one); then nothing follows.
 */
export function followDownPayment<F extends DownPaymentFields>(
  fields: F,
  changed: keyof DownPaymentFields,
  read: (text: string, name: keyof DownPaymentFields) => number | undefined,
): F {
  const price = read(fields.price, 'price');
  if (price === undefined) return fields;
  if (changed === 'downAmount') {
    const amount = read(fields.downAmount, 'downAmount');
    return amount === undefined ? fields : { ...fields, downPercent: plainNumber(percentFromDownPayment(price, amount)) };
  }
  const percent = read(fields.downPercent, 'downPercent');
  return percent === undefined ? fields : { ...fields, downAmount: plainNumber(downPaymentFromPercent(price, percent)) };
}

/** A number as a field shows it: at most two decimals, no grouping ("80000", "12.5"). */
export function plainNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export type PaymentInput = {
  price: number;
  downPayment: number;
  annualRatePercent: number;
  years: number;
  taxesPerMonth: number;
  hoaPerMonth: number;
};

export type PaymentBreakdown = { loan: number; principalAndInterest: number; taxes: number; hoa: number; total: number };

/** The monthly payment: principal and interest on the loan, plus property taxes and HOA, in cents. */
export function monthlyPayment(input: PaymentInput): PaymentBreakdown {
  const loan = Math.max(0, input.price - clamp(input.downPayment, 0, input.price));
  const principalAndInterest = roundCents(monthlyPrincipalAndInterest(loan, input.annualRatePercent, input.years));
  const taxes = roundCents(Math.max(0, input.taxesPerMonth));
  const hoa = roundCents(Math.max(0, input.hoaPerMonth));
  return { loan, principalAndInterest, taxes, hoa, total: roundCents(principalAndInterest + taxes + hoa) };
}

export type AmortisationYear = { year: number; principal: number; interest: number; balance: number };

/** Principal and interest paid in each year of the loan, and the balance left at its end. */
export function amortisationByYear(principal: number, annualRatePercent: number, years: number): AmortisationYear[] {
  const payment = monthlyPrincipalAndInterest(principal, annualRatePercent, years);
  const rate = annualRatePercent / 100 / 12;
  const rows: AmortisationYear[] = [];
  let balance = principal;
  for (let year = 1; year <= years && principal > 0; year++) {
    let paidPrincipal = 0;
    let paidInterest = 0;
    for (let month = 0; month < 12; month++) {
      const interest = balance * rate;
      const towardsPrincipal = Math.min(balance, payment - interest);
      paidInterest += interest;
      paidPrincipal += towardsPrincipal;
      balance -= towardsPrincipal;
    }
    rows.push({
      year,
      principal: roundCents(paidPrincipal),
      interest: roundCents(paidInterest),
      balance: roundCents(Math.max(0, balance)),
    });
  }
  return rows;
}

function clamp(value: number, min: number, max: number) {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}
