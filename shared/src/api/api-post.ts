import { getRuntimeConfig } from '../config/runtime-config';
import { actionKey, isIndefinite } from './action-key';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS } from './paths';
import { apiBaseOf } from './resolve-api-base';
import { currentRenderScope } from '../ssr/render-scope';

export type ApiPayload = Record<string, string | number | boolean | null | undefined>;

export interface ApiErrorBody {
  code: string;
  message?: string;
  fields?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: boolean;
  data?: T;
  error?: ApiErrorBody;
}

export interface ApiPostOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** A creating call: send an Idempotency-Key, the same one when this action is retried (action-key.ts). */
  idempotent?: boolean;
  /**
   * `bearer` (default): the front-page token of the runtime config. `cookie`: no Authorization
   * header, so the staff calls are signed by the door page's session cookie (docs/api.md, "Staff calls").
   */
  credential?: 'bearer' | 'cookie';
  /** Query parameters of the address (the staff calls name their venue: `?venue=`). */
  query?: Record<string, string | undefined>;
}

/** The methods of the API: every call POSTs; the door page's session is also read (GET) and ended (DELETE). */
export type ApiMethod = 'POST' | 'GET' | 'DELETE';

function encode(payload: ApiPayload): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  return body.toString();
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whole seconds to wait, from the body's details.retryAfter or the Retry-After header (seconds). */
function retryAfterOf(err: Record<string, unknown>, header: string | null): number | undefined {
  const fromBody = isRecord(err.details) ? Number(err.details.retryAfter) : NaN;
  const seconds = Number.isFinite(fromBody) && fromBody > 0 ? fromBody : Number(header ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function errorFrom(json: unknown, httpStatus: number, retryAfterHeader: string | null = null): ApiError {
  const err = isRecord(json) && isRecord(json.error) ? json.error : {};
  const code = typeof err.code === 'string' && err.code ? err.code : httpStatus >= 500 ? 'INTERNAL' : httpStatus === 429 ? 'RATE_LIMITED' : `HTTP_${httpStatus}`;
  const message = typeof err.message === 'string' ? err.message : `HTTP ${httpStatus}`;
  const fields = isRecord(err.fields) ? (err.fields as Record<string, string>) : undefined;
  const details = isRecord(err.details) ? err.details : undefined;
  const retryAfter = httpStatus === 429 ? retryAfterOf(err, retryAfterHeader) : undefined;
  return new ApiError(code, message, { httpStatus, ...(fields ? { fields } : {}), ...(details ? { details } : {}), ...(retryAfter ? { retryAfter } : {}) });
}

/**
 * POST to the venue API (docs/api.md): form-encoded body (null/undefined fields omitted), bearer
 * token from the runtime config, 30 s timeout. Resolves with the JSON envelope of a 2xx answer;
 * throws ApiError for a non-2xx answer (server code + httpStatus), TIMEOUT, NETWORK, ABORTED
 * (the caller's signal) and INVALID_RESPONSE (2xx without a JSON envelope).
 */
export async function apiPost<T = unknown>(path: string, payload: ApiPayload = {}, options: ApiPostOptions = {}): Promise<ApiResponse<T>> {
  if (!options.idempotent) return send<T>('POST', path, payload, options, undefined);
  const action = actionKey(path, payload);
  try {
    const res = await send<T>('POST', path, payload, options, action.key);
    action.settle(true);
    return res;
  } catch (err) {
    action.settle(!(err instanceof ApiError) || !isIndefinite(err.code, err.httpStatus));
    throw err;
  }
}

/**
 * A call with another method than POST (the door page's `GET` and `DELETE` of its session): no
 * body, the same envelope, errors and timeout as apiPost.
 */
export function apiRequest<T = unknown>(method: ApiMethod, path: string, options: ApiPostOptions = {}): Promise<ApiResponse<T>> {
  return send<T>(method, path, {}, options, undefined);
}

function withQuery(url: string, query: ApiPostOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(key, value);
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function send<T>(method: ApiMethod, path: string, payload: ApiPayload, options: ApiPostOptions, idempotencyKey: string | undefined): Promise<ApiResponse<T>> {
  const config = getRuntimeConfig();
  const { token } = config;
  const { timeoutMs = REQUEST_TIMEOUT_MS, signal, credential = 'bearer' } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onAbort, { once: true });

  let httpStatus: number;
  let text: string;
  let retryAfterHeader: string | null;
  try {
    // A server render's data comes from its route's loader, read by the server itself
    // (routes/page-loader.ts): never a request to the server's own address.
    if (currentRenderScope()) throw new Error(`a server render called ${path}: its data belongs in its route's loader`);
    const res = await fetch(withQuery(apiBaseOf(config) + path, options.query), {
      method,
      headers: {
        ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        Accept: 'application/json',
        ...(credential === 'bearer' ? { Authorization: `Bearer ${token}` } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      ...(method === 'POST' ? { body: encode(payload) } : {}),
      signal: controller.signal,
    });
    httpStatus = res.status;
    retryAfterHeader = res.headers?.get?.('retry-after') ?? null;
    text = await res.text();
  } catch (err) {
    if (timedOut) {
      console.error('Request timed out');
      throw new ApiError('TIMEOUT', 'Request timed out', { cause: err });
    }
    if (signal?.aborted) throw new ApiError('ABORTED', 'Request aborted', { cause: err });
    throw new ApiError('NETWORK', `Network error: ${(err as Error)?.message ?? String(err)}`, { cause: err });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  return envelopeOf<T>(httpStatus, parseJson(text), retryAfterHeader);
}

/** A call's answer (HTTP status, JSON body) as apiPost resolves with it, or the ApiError it throws. */
function envelopeOf<T>(httpStatus: number, json: unknown, retryAfterHeader: string | null = null): ApiResponse<T> {
  if (httpStatus < 200 || httpStatus > 299) throw errorFrom(json, httpStatus, retryAfterHeader);
  if (!isRecord(json) || !('status' in json)) {
    throw new ApiError('INVALID_RESPONSE', 'The API answered without a JSON envelope', { httpStatus });
  }
  return { ...json, status: Boolean(json.status) } as ApiResponse<T>;
}

/**
 * The `data` of an answer the server's own services gave a server render (the render contract's
 * `read`: the HTTP status and body the API would have sent), or the ApiError apiPost would throw.
 */
export function answerData(httpStatus: number, body: unknown): unknown {
  return envelopeOf(httpStatus, body).data;
}
