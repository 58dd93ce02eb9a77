import { FeesAndTaxes } from '../components/terms/fees-and-taxes';
import { FinderFee } from '../components/terms/finder-fee';
import { NegotiableItems } from '../components/terms/negotiable-items';
import { NonNegotiableCosts } from '../components/terms/non-negotiable-costs';

/** Step 4, Terms & Conditions (listings and communities). */
export function TermsStep() {
  return (
    <div className="flex flex-col gap-6">
      <NonNegotiableCosts />
      <NegotiableItems />
      <FeesAndTaxes />
      <FinderFee />
    </div>
  );
}
