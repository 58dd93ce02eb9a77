/**
 * Every user-visible text the server or a shared schema can produce, in the spec's exact
 * English words. Keys double as i18n keys: the web translates with the `messages` namespace
 * (see apps/web/src/lib/i18n/translate-message.ts), the server sends the English text.
 * Placeholders use {name} and are filled by formatMessage.
 */
export const MESSAGES = {
  // Forms and fields (spec section 5)
  required: 'This field is required.',
  emailInvalid: 'Please enter a valid email.',
  emailInvalidLower: 'please enter a valid email',
  invalidEmail: 'Invalid Email',
  invalidInput: 'Invalid Input',
  invalidPhone: 'Invalid Phone Number',
  passwordsDoNotMatch: 'Passwords do not match',
  nameNoSpaces: 'Please eliminate spaces in name.',
  alphabeticOnly: 'Letters only.',
  numbersOnly: 'Numbers only.',
  minLength: 'At least {minLength} in length',
  maxLength: 'At most {maxLength} characters',
  maxWords: 'At most {maxWords} words',
  invalidInputsPleaseFix: 'Part of the form has been incorrectly filled out. The mistakes must be corrected before saving or continuing',
  redTabsHaveErrors: 'Red highlighted tab(s) has error.',
  // Generic (section 8)
  anErrorHasOccured: 'An error has occured',
  somethingWentWrong: 'Something went wrong...',
  pageNotFound: 'Page not found',
  youNeedToBeSignedIn: 'You need to be signed in',
  verifyAccount: 'Verify your account to access this feature',
  sorryNoMatchingOptions: 'Sorry, no matching options',
  selectAtLeastOneItem: 'Select at least one item',
  outsideServiceArea: 'Outside of service area',
  forbidden: 'You do not have permission to do that.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  payloadTooLarge: 'The request is too large.',
  // Accounts
  incorrectEmailPassword: 'Incorrect email/password',
  incorrectUsernamePassword: 'Incorrect username/password',
  failedToRegister: 'Failed to register',
  emailAlreadyRegistered: 'Email already registered',
  emailSignUpIssue: 'There is an issue with email sign up, please try again later',
  incorrectPassword: 'Incorrect Password',
  // Payments
  paymentFailed: 'Payment Failed',
  paymentNotCompleted: 'The payment was not able to be completed, please check your information and make sure your card has not expired.',
  couldNotAddCard: 'Could not add card',
  couldNotAddSubscription: 'Could not add subscription',
  invalidCard: 'Invalid Card',
  // Paying with Alipay, WeChat Pay or PayPal (not the spec's words: its card messages do not fit them)
  paymentCanceled: 'The payment was cancelled before it was approved. Nothing was charged.',
  paymentNotApproved: 'The payment was not approved. Nothing was charged: try again or choose another way to pay.',
  paymentMethodUnavailable: 'This way to pay does not take this currency. Choose another way to pay.',
  // Orders, uploads, saving, messages
  errorUpdatingOrder: 'Error Updating Order',
  uploadFailed: 'Something went wrong with the upload process. Make sure form is filled out correctly.',
  fileCouldNotUpload: 'File could not upload, try another one',
  saveFailed: 'Save failed, try later',
  systemFailedToSave: 'System failed to save, try again later.',
  systemCouldNotSave: 'The system could not save, try again later',
  failedToSend: 'Failed to send. Click to try again',
  // Messaging: a blocked sender is told this much and no more (decision 067; the spec has no text).
  conversationClosed: "Messages can't be sent in this conversation.",
  // Offers, prices, memberships
  offerBelowMinCounter: 'Offer must be above minimum counter',
  mustBeUnderListingPrice: 'Must be under the listing price {price}',
  serviceMinimumPrice: 'The minimum price for this service is {price}',
  serviceAlreadyOffered: 'You already offer this service.',
  cannotRenegotiate: 'Cannot renegotiate.',
  promotionNewUsersOnly: 'Sorry, this promotion only applies for new users.',
  paidMembershipsLocked: 'Paid memberships cannot be changed at this moment.',
  appraisalTypeRequired: 'Please completely fill out at least one of the appraisal type and select the property size.',
  // Offers (spec section 5, word for word)
  buyersAgentMustRepresentAnother: "A buyer's agent must represent another buyer.",
  trusteeDocumentsRequired: 'A government ID and grant deed is required from a Trustee.',
  directorIdRequired: "Each director's ID is required when a company owns the property.",
  exclusiveListingRequired: 'Agent-listed properties need an exclusive listing.',
  // Offers: texts the spec does not give
  buyerEmailTwice: 'Each buyer needs their own email.',
  soleOwnershipOneBuyer: 'Sole Ownership has exactly one buyer.',
  ownershipTwoBuyers: 'This ownership type needs at least two buyers.',
  communityPropertyTwoBuyers: 'Community Property is held by exactly two buyers.',
  bankStatementsRequired: 'Upload the most recent 3 months of statements.',
  depositsOverOfferPrice: 'The deposits cannot add up to more than the offer price.',
  offerOnOwnListing: 'You cannot make an offer on your own listing.',
  offerNotReady: 'Finish every page of the offer before signing or sending it.',
  offerAlreadySigned: 'This buyer has already signed the offer.',
  offerTermsUnchanged: 'Change at least one term before sending new terms.',
  listingHasDeal: 'Another offer on this listing has been accepted already.',
  listingOffMarket: 'This listing is off the market. Put it back on the market before accepting an offer.',
  finalTermsSigned: 'Your side has already signed the final terms.',
  finalTermsUnsigned: 'Sign the final terms before paying the negotiation fee.',
  offerSignLinkInvalid:
    'This signing link is not valid any more: it has expired, was used already, or the offer changed since it was mailed. Ask the buyer who signed first for a new one.',
  // Field errors (section 8)
  addressRequired: 'Address required.',
  cityRequired: 'City required.',
  postalCodeRequired: 'Postal code (zip) required.',
  postalCodeFiveDigits: '5-digit postal codes (zip) only.',
  nameRequired: 'Name required.',
  routingNumberRequired: 'Routing number required.',
  accountNumberRequired: 'Account number required.',
  // Password checklist and rule (section 5)
  passwordMinChars: 'At least 8 characters',
  passwordLowercase: 'At least 1 lowercase char',
  passwordUppercase: 'At least 1 uppercase char',
  passwordNumeric: 'At least 1 numeric char',
  passwordSpecial: 'At least 1 special char',
  passwordRequirements:
    'Password must have at least 8 characters, contain a lower case character, upper case letter, a numeric character, and a symbol.',
  // Card (section 5)
  invalidCreditCardNumber: 'Invalid credit card number',
  invalidExpirationDate: 'Invalid expiration date',
  billingInfoRequired: 'Please make sure all billing information is filled out',
  // Professional ID (section 5)
  enterValidFirstName: 'Enter a valid first name',
  enterValidLastName: 'Enter a valid last name',
  enterValidDateOfBirth: 'Enter a valid Date of Birth',
  enterValidMonth: 'Enter a valid month',
  enterValidYear: 'Enter a valid year',
  enterValidDate: 'Enter a valid date',
  monthDayYearRequired: 'Month/Day/Year is required',
  // Payout method. Not worded by the spec; written in the style of its section 8 field errors.
  routingNumberNineDigits: '9-digit routing numbers only.',
  routingNumberInvalid: 'Invalid routing number.',
  accountNumbersDoNotMatch: 'Account numbers do not match',
  ibanRequired: 'IBAN required.',
  ibanInvalid: 'Invalid IBAN.',
  bicRequired: 'BIC (SWIFT code) required.',
  bicInvalid: 'Invalid BIC (SWIFT code).',
  // Addresses outside the US. Not worded by the spec; in the style of its section 8 field errors.
  postalCodeInvalid: 'Invalid postal code for this country.',
  // Accounts: texts the spec does not give
  verificationLinkInvalid: 'This verification link is not valid: it may be incomplete, expired or already used.',
  newsletterLinkInvalid: 'This confirmation link is not valid any more. Please subscribe again to get a new one.',
  emailDoesNotMatchAccount: 'The email does not match your account.',
  setNewPasswordFirst: 'Please set a new password to continue.',
  googleSignInFailed: 'Google sign-in did not complete. Please try again.',
  googleSignInOtherBrowser: 'Google sign-in must finish in the browser where it started. Please try again.',
  recoveryLinkInvalid: 'This recovery link has expired or is not valid.',
  alreadyVerified: 'Your account is already verified.',
  // Payments: texts the spec does not give
  refundExceedsPayment: 'The refund is more than what is left to refund on this payment.',
  checkoutNotOpen: 'This checkout is no longer open.',
  cardDataNotAccepted: 'Enter the card in the secure card field; card numbers are not accepted here.',
  checkoutAlreadyPaid: 'This checkout has already been paid, or another payment for it is under way.',
  idempotencyKeyRequired: 'This payment request is missing its Idempotency-Key header.',
  // Listings and media: texts the spec does not give
  validYearRequired: 'A valid year is required.',
  atLeastOneImage: 'At least one image is required.',
  minimumPriceAbovePrice: 'The minimum selling price cannot be more than the price.',
  // Search
  minAboveMax: 'The minimum cannot be more than the maximum.',
  tooManyPhotos: 'At most {max} photos on this listing plan.',
  fieldLockedForProfessionals: 'Only a verified {profession} account can fill this in.',
  listingHasOpenDeals: 'This listing still has open offers or orders. Cancel them before removing it.',
  listingNotReady: 'Finish every step before paying for the listing.',
  tooManyPhotosForPlan:
    'A {months}-month plan takes at most {max} photos and this listing has {count}. Remove some photos or choose the 6-month plan.',
  listhubEmailMismatch: 'This ListHub listing belongs to another account and cannot be saved here.',
  listhubFeedInvalid: 'This file is not a ListHub feed: {detail}',
  listhubImportRunning: 'A ListHub import is already running. Start this one when it is done.',
  // State changes (docs/decisions/036-stateful-capabilities.md): texts the spec does not give
  payoutCannotRetry: 'This payout cannot be retried now: the provider has no payout method, or their balance no longer covers it.',
  stateChanged: 'This was just changed by someone else. Reload to see where it stands now.',
  actionNotAvailable: 'This action is not available in its current state.',
  reasonRequired: 'Please give a reason for this action.',
  fileTypeNotAllowed: 'This type of file is not accepted here.',
  fileTooLarge: 'The file is too large (at most {maxMb} MB).',
  // Saved searches: texts the spec does not give
  savedSearchLimit: 'You can keep up to {max} saved searches. Delete one to save another.',
  savedSearchNameTaken: 'You already have a saved search with this name.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Manage your alerts from your saved searches instead.',
  // Verification of deposit (docs/decisions/056-verification-of-deposit.md): texts the spec does not give
  vodLinkInvalid: 'This verification link is not valid. Open the whole link from the email, or ask the buyer to send a new request.',
  vodLinkUsed: 'This verification has already been answered. Nothing was changed.',
  vodLinkExpired: 'This verification link expired after 48 hours. Nothing was changed; the buyer can send a new request.',
  vodRequestPending: 'A verification request to this bank is already waiting for its answer.',
  vodAlreadyVerified: 'This bank has already verified the funds.',
  // Professional profiles (docs/decisions/061-professional-profiles.md): texts the spec does not give
  idExpired: 'This ID has expired.',
  professionalProfileIncomplete: 'Complete Your information and Company information before submitting your profile for verification.',
  // The admin console (docs/decisions/066-admin-console.md)
  professionalNotWaiting: 'Only a profile waiting for review can be verified. The professional must submit their profile first.',
  // Disputes on service orders (decision 079): texts the spec does not give
  disputeNotAllowed: 'A dispute can be opened once the provider has accepted the order, and not on a declined or expired order.',
  disputeExists: 'This order already has a dispute.',
  // Reported listings (decision 082): texts the spec does not give
  listingAlreadyReported: 'You have already reported this listing. Our team is reviewing it.',
  reportOwnListing: 'You cannot report your own listing.',
  vodBankIncomplete: "Add the bank's name, the banker's email and at least one account before sending the request.",
  // Memberships and promotions (docs/decisions/062-memberships-and-promotions.md): texts the spec does not give
  postalCodeLimitReached: 'Your membership allows {allowed} postal codes; {remaining} left to add.',
  serviceAreaTaken: 'You already serve this postal code.',
  zipNotFound: 'This ZIP code does not exist.',
  membershipRequired: 'You need an active membership plan for this.',
  promotionCodeInvalid: 'This promotion code is not valid.',
  promotionCodeUsed: 'This promotion code has already been used.',
  // Profile translations by plan (docs/decisions/065-directory-and-profile-translations.md): not worded by the spec
  translationNotInPlan: 'Your membership plan does not publish your profile in this language.',
  // Coupons (docs/decisions/077-coupons.md): not worded by the spec
  couponUnknown: 'This coupon code does not exist. Check the code and try again.',
  couponExpired: 'This coupon code has expired or is not valid yet.',
  couponAlreadyUsed: 'You have already used this coupon code.',
  couponUsedUp: 'This coupon code has already been used the most times it can be.',
  couponNotApplicable: 'This coupon code cannot be used for this purchase.',
  couponCodeTaken: 'A coupon with this code already exists.',
  couponCodeFormat: 'Use 3 to 32 letters, digits or dashes.',
  couponDatesOrder: 'The last day must be on or after the first day.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** The English text of a message with its {placeholders} filled. */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const templates = (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => {
  const names: string[] = [];
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const match = /^\{(\w+)\}$/.exec(part);
      if (match?.[1]) {
        names.push(match[1]);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * Finds which catalogue message an English text is, with its parameters, so a client can
 * show it in the reader's language. Returns undefined for texts outside the catalogue.
 */
export function identifyMessage(text: string): { key: MessageKey; params: MessageParams } | undefined {
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(text);
    if (match) {
      const params: MessageParams = {};
      names.forEach((name, index) => {
        params[name] = match[index + 1] ?? '';
      });
      return { key, params };
    }
  }
  return undefined;
}
