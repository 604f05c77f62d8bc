/**
 * The tools' HTTP client: a form-encoded POST with a bearer token to the running server, its
 * answer's `data`, or an ApiCallError with the API's own code. The staff tool (staff-api.ts) and
 * the venue tool (operator-api.ts) both talk through it, so every rule stays in the server.
 */
export class ApiCallError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export async function postForm<T>(url: string, token: string, form: Record<string, string | undefined>, timeoutMs = 30_000): Promise<T> {
  const fields = Object.entries(form).filter((e): e is [string, string] => e[1] !== undefined);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new ApiCallError(0, 'NETWORK', `Cannot reach ${new URL(url).origin}: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as { data?: T; error?: { code: string; message: string; details?: Record<string, unknown> } };
  if (!res.ok || body.data === undefined) {
    throw new ApiCallError(res.status, body.error?.code ?? `HTTP_${res.status}`, body.error?.message ?? res.statusText, body.error?.details);
  }
  return body.data;
}
