import { ERROR_CODES, type ErrorCode } from '@app/shared/errors/error-codes';
import { formatMessage, type MessageParams } from '@app/shared/messages/messages';

/** The one error type services throw; the error handler turns it into the API envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** For 429s: sent as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { params?: MessageParams; fields?: Record<string, string>; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    const spec = ERROR_CODES[code];
    super(formatMessage(spec.message, options.params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = spec.status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
