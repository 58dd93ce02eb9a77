import type { MessageKey } from '../messages/messages';

type ErrorSpec = { status: number; message: MessageKey };

/**
 * The error catalogue (spec section 8): each code maps to an HTTP status and to the spec's
 * message. The server throws AppError(code); the web shows the message in the reader's language.
 */
export const ERROR_CODES = {
  GENERIC: { status: 500, message: 'somethingWentWrong' },
  AN_ERROR_HAS_OCCURED: { status: 500, message: 'anErrorHasOccured' },
  NOT_FOUND: { status: 404, message: 'pageNotFound' },
  INVALID_INPUTS: { status: 400, message: 'invalidInputsPleaseFix' },
  INVALID_INPUT: { status: 400, message: 'invalidInput' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'payloadTooLarge' },
  UNAUTHENTICATED: { status: 401, message: 'youNeedToBeSignedIn' },
  SESSION_EXPIRED: { status: 419, message: 'youNeedToBeSignedIn' },
  VERIFICATION_REQUIRED: { status: 403, message: 'verifyAccount' },
  FORBIDDEN: { status: 403, message: 'forbidden' },
  RATE_LIMITED: { status: 429, message: 'tooManyRequests' },
  LOGIN_FAILED: { status: 401, message: 'incorrectEmailPassword' },
  REGISTER_FAILED: { status: 500, message: 'failedToRegister' },
  EMAIL_ALREADY_REGISTERED: { status: 409, message: 'emailAlreadyRegistered' },
  EMAIL_SIGN_UP_ISSUE: { status: 503, message: 'emailSignUpIssue' },
  INCORRECT_PASSWORD: { status: 400, message: 'incorrectPassword' },
  PAYMENT_FAILED: { status: 402, message: 'paymentFailed' },
  PAYMENT_NOT_COMPLETED: { status: 402, message: 'paymentNotCompleted' },
  COULD_NOT_ADD_CARD: { status: 402, message: 'couldNotAddCard' },
  COULD_NOT_ADD_SUBSCRIPTION: { status: 402, message: 'couldNotAddSubscription' },
  INVALID_CARD: { status: 400, message: 'invalidCard' },
  ERROR_UPDATING_ORDER: { status: 409, message: 'errorUpdatingOrder' },
  UPLOAD_FAILED: { status: 400, message: 'uploadFailed' },
  FILE_COULD_NOT_UPLOAD: { status: 400, message: 'fileCouldNotUpload' },
  SAVE_FAILED: { status: 500, message: 'saveFailed' },
  SEND_FAILED: { status: 500, message: 'failedToSend' },
  OFFER_BELOW_MIN_COUNTER: { status: 400, message: 'offerBelowMinCounter' },
  OFFER_OVER_LISTING_PRICE: { status: 400, message: 'mustBeUnderListingPrice' },
  SERVICE_BELOW_MIN_PRICE: { status: 400, message: 'serviceMinimumPrice' },
  CANNOT_RENEGOTIATE: { status: 409, message: 'cannotRenegotiate' },
  PROMOTION_NEW_USERS_ONLY: { status: 403, message: 'promotionNewUsersOnly' },
  PAID_MEMBERSHIP_LOCKED: { status: 409, message: 'paidMembershipsLocked' },
  OUTSIDE_SERVICE_AREA: { status: 400, message: 'outsideServiceArea' },
  NO_MATCHING_OPTIONS: { status: 404, message: 'sorryNoMatchingOptions' },
  SELECT_AT_LEAST_ONE_ITEM: { status: 400, message: 'selectAtLeastOneItem' },
  APPRAISAL_TYPE_REQUIRED: { status: 400, message: 'appraisalTypeRequired' },
  VERIFICATION_LINK_INVALID: { status: 400, message: 'verificationLinkInvalid' },
  ALREADY_VERIFIED: { status: 409, message: 'alreadyVerified' },
  EMAIL_DOES_NOT_MATCH_ACCOUNT: { status: 400, message: 'emailDoesNotMatchAccount' },
  RECOVERY_SESSION: { status: 403, message: 'setNewPasswordFirst' },
  GOOGLE_SIGN_IN_FAILED: { status: 400, message: 'googleSignInFailed' },
  REFUND_EXCEEDS_PAYMENT: { status: 400, message: 'refundExceedsPayment' },
  CHECKOUT_NOT_OPEN: { status: 409, message: 'checkoutNotOpen' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'idempotencyKeyRequired' },
  LISTING_HAS_OPEN_DEALS: { status: 409, message: 'listingHasOpenDeals' },
  LISTING_NOT_READY: { status: 400, message: 'listingNotReady' },
  LISTHUB_EMAIL_MISMATCH: { status: 403, message: 'listhubEmailMismatch' },
  FIELD_LOCKED: { status: 403, message: 'fieldLockedForProfessionals' },
  FILE_TYPE_NOT_ALLOWED: { status: 400, message: 'fileTypeNotAllowed' },
  FILE_TOO_LARGE: { status: 413, message: 'fileTooLarge' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;
