import type { TOfferPage } from '@app/shared/offers/offer-draft.schema';
import AuthorizationStep from './authorization-step';
import { BasicsStep } from './basics-step';
import { BuyersStep } from './buyers-step';
import DocumentsStep from './documents-step';
import type { OfferStep } from './offer-step';
import SignStep from './sign-step';
import TermsStep from './terms-step';
import { TitleVestingStep } from './title-vesting-step';
import { VodStep } from './vod-step';

/** Each page's component (a page without one would show its heading and the stepper only). */
export const OFFER_STEPS: { [P in TOfferPage]?: OfferStep<P> } = {
  basics: BasicsStep,
  titleVesting: TitleVestingStep,
  buyers: BuyersStep,
  vod: VodStep,
  documents: DocumentsStep,
  authorization: AuthorizationStep,
  terms: TermsStep,
  sign: SignStep,
};
