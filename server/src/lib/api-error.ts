/** An error the API answers on purpose: HTTP status, stable code, optional per-field codes. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  status: false;
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { status: false, error: fields ? { code, message, fields } : { code, message } };
}
