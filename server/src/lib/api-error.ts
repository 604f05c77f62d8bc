/** An error the API answers on purpose: HTTP status, stable code, optional per-field codes. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Facts the client may show, e.g. when a code was already used. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  status: false;
  error: { code: string; message: string; fields?: Record<string, string>; details?: Record<string, unknown> };
}

export function errorBody(code: string, message: string, fields?: Record<string, string>, details?: Record<string, unknown>): ErrorBody {
  return { status: false, error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
}
