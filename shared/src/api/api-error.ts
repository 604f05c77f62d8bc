/** Error of an API call. `code` is the server's error code, or TIMEOUT / NETWORK / ABORTED / INVALID_RESPONSE. */
export class ApiError extends Error {
  readonly code: string;
  readonly httpStatus?: number;
  readonly fields?: Record<string, string>;

  constructor(code: string, message?: string, options: { httpStatus?: number; fields?: Record<string, string>; cause?: unknown } = {}) {
    super(message || code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    if (options.httpStatus !== undefined) this.httpStatus = options.httpStatus;
    if (options.fields) this.fields = options.fields;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
