/**
 * Errors of the booking server as the reference maps them to HTTP: a malformed request is 400
 * (INVALID_ARGUMENT), missing or wrong credentials 401 (UNAUTHENTICATED), an unknown merchant or
 * booking 404 (NOT_FOUND), too many wrong credentials from one address 429 (RESOURCE_EXHAUSTED), a moment's contention 503 (UNAVAILABLE: Google retries). Business
 * refusals (a full slot...) are never errors: they are a BookingFailure in a 200 answer.
 */
export class GoogleError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: 'INVALID_ARGUMENT' | 'UNAUTHENTICATED' | 'NOT_FOUND' | 'RESOURCE_EXHAUSTED' | 'UNAVAILABLE' | 'INTERNAL',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The body of an error answer. The reference defines the HTTP status only; the body is this API's
 * error envelope (docs/api.md) with the canonical status name as its code.
 */
export function errorBody(err: GoogleError): { status: false; error: { code: string; message: string } } {
  return { status: false, error: { code: err.status, message: err.message } };
}
