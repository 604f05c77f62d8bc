/** Error of an API call. `code` is the server's error code, or TIMEOUT / NETWORK / ABORTED / INVALID_RESPONSE. */
export class ApiError extends Error {
  readonly code: string;
  readonly httpStatus?: number;
  readonly fields?: Record<string, string>;
  /** RATE_LIMITED: seconds to wait before trying again (body details.retryAfter, else Retry-After). */
  readonly retryAfter?: number;
  /** Facts the server gave with the refusal (docs/api.md), e.g. who used a code when. */
  readonly details?: Record<string, unknown>;

  constructor(
    code: string,
    message?: string,
    options: { httpStatus?: number; fields?: Record<string, string>; retryAfter?: number; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message || code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    if (options.httpStatus !== undefined) this.httpStatus = options.httpStatus;
    if (options.fields) this.fields = options.fields;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
    if (options.details) this.details = options.details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
