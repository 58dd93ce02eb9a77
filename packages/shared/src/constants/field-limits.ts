/** Form field limits of spec sections 5 and 9; validation schemas and input maxlength attributes read these. */
export const FIELD_LIMITS = {
  /** Minimum password length. */
  passwordMin: 8,
  /** Longest accepted password; not in the spec, a guard against huge inputs to the hasher. */
  passwordMax: 128,
  /** First and last name, characters. */
  nameMax: 25,
  /** About me, words. */
  aboutMeMaxWords: 800,
  /** ABA routing number, exact digit count. */
  routingNumber: 9,
  /** US bank account numbers run to 17 digits; the spec only says digits. */
  accountNumberMax: 17,
  /** US postal code (zip), exact digit count. */
  postalCode: 5,
  /** Card number input, characters. */
  cardNumberMax: 19,
  /** Shortest card number (digits) a Luhn-valid card can have. */
  cardNumberMin: 12,
  /** Card security code, digits (3 on most cards, 4 on American Express). */
  securityCodeMin: 3,
  securityCodeMax: 4,
  /** Card expiry MM/YYYY, characters. */
  expiryMax: 7,
  /** US phone numbers, digits. */
  usPhoneDigits: 10,
  /** Other countries' phone numbers, digits (E.164 allows up to 15). */
  phoneMinDigits: 4,
  phoneMaxDigits: 15,
  /** Longest URL accepted by the URL checker. */
  urlMax: 2048,
  /** Government / professional ID number, characters. */
  idNumberMax: 30,
} as const;
