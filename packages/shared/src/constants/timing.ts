/** Business timing rules of spec sections 4 and 9. */
export const TIMING = {
  /** The counterparty has 2 business days to respond before renegotiation is blocked. */
  responseWindowBusinessDays: 2,
  /** A pending order expires 2 (calendar) days after its first log entry. */
  pendingOrderExpiryDays: 2,
  /** A bank has 48 hours to answer a VOD request. */
  vodResponseHours: 48,
  /** Bank statements cover the most recent 3 months. */
  bankStatementMonths: 3,
  /** Professional verification takes up to 3 days; after that the user should contact support. */
  verificationWaitDays: 3,
  /** Time-out of the GET account request. */
  accountRequestTimeoutMs: 5_000,
  /** A success snackbar hides after 3 s. */
  snackbarSuccessMs: 3_000,
  /** An error snackbar stays 10 s (one of the spec's two readings; the other is about 3.3 s per 4 characters). */
  snackbarErrorMs: 10_000,
} as const;
