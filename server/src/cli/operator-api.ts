/** The venue tool's client of the operator API (/backend/api/operator/*), with OPERATOR_TOKEN. */
import { postForm } from './form-api';

export interface OperatorApi {
  post<T>(path: string, form: Record<string, string | undefined>): Promise<T>;
}

// Applying a large venue file on a busy PostgreSQL can take a while: a generous timeout.
const TIMEOUT_MS = 120_000;

export function operatorApi(baseUrl: string, token: string): OperatorApi {
  return {
    post: <T>(path: string, form: Record<string, string | undefined>) =>
      postForm<T>(`${baseUrl.replace(/\/+$/, '')}/backend/api/operator${path}`, token, form, TIMEOUT_MS),
  };
}
