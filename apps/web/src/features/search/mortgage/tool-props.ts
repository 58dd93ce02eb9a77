import type { MortgageTopic } from '../../../lib/mortgage/mortgage-topics';
import type { MortgageInputs } from './use-mortgage-inputs';

/** What each mortgage tool gets from the panel: the shared boxes and the ways back to the search. */
export type ToolProps = {
  inputs: MortgageInputs;
  /** Searches the same criteria up to a price (whole dollars). */
  onPriceMax(price: number): void;
  /** Opens another tool. */
  onTopic(topic: MortgageTopic): void;
};
