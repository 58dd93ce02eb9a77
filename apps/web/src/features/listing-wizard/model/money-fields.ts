import { majorToMinor, minorToMajor } from '@app/shared/domain/money';

type MoneyValues = {
  price?: number | null | undefined;
  minimumSellingPrice?: number | null | undefined;
  hoaFees?: number | null | undefined;
  monthlyRentIncome?: number | null | undefined;
  feesAndTaxes?: { amount?: number | undefined }[] | undefined;
};

const convert = (amount: number, from: string, to: string) => majorToMinor(minorToMajor(amount, from), to);

/**
 * The draft's amounts re-expressed for another currency so the typed numbers stay as typed
 * (1,500,000 dollars become 1,500,000 yen): amounts are minor units, and currencies differ in
 * minor digits. Only the fields that hold money are returned.
 */
export function moneyInCurrency(values: MoneyValues, from: string, to: string): MoneyValues {
  const one = (amount: number | null | undefined) => (typeof amount === 'number' ? convert(amount, from, to) : amount);
  return {
    price: one(values.price),
    minimumSellingPrice: one(values.minimumSellingPrice),
    hoaFees: one(values.hoaFees),
    monthlyRentIncome: one(values.monthlyRentIncome),
    feesAndTaxes: values.feesAndTaxes?.map((fee) => ({ ...fee, amount: one(fee.amount) ?? undefined })),
  };
}
