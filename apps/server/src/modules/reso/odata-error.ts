/** An OData error (OData JSON format, section 21): answered as `{ error: { code, message } }` with its status. */
export class ODataError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 405 | 500,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ODataError';
  }
}

/** A 400 for a query the feed cannot answer. */
export const badQuery = (message: string) => new ODataError(400, 'BadRequest', message);
