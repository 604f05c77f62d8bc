/**
 * Errors of the payments layer. They are ApiErrors, so a feature route that lets one through
 * answers with a stable code and never with the provider's text.
 */
import { ApiError } from '../../lib/api-error';

/** The webhook is not from the provider (bad or missing signature, tampered body, too old). */
export class WebhookSignatureError extends ApiError {
  constructor(message: string) {
    super(400, 'WEBHOOK_SIGNATURE_INVALID', message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider failed or could not be reached; the call may be retried with the same idempotency key. */
export class PaymentProviderError extends ApiError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(502, 'PAYMENT_PROVIDER_ERROR', message);
    this.name = 'PaymentProviderError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** An idempotency key reused with other parameters: a bug in the caller, never retried. */
export class IdempotencyConflictError extends ApiError {
  constructor(message: string) {
    super(409, 'IDEMPOTENCY_CONFLICT', message);
    this.name = 'IdempotencyConflictError';
  }
}

/** Bad input to a gateway call (amount, currency, metadata): a bug in the caller. */
export class PaymentInputError extends ApiError {
  constructor(message: string) {
    super(400, 'INVALID_PAYMENT_REQUEST', message);
    this.name = 'PaymentInputError';
  }
}

/** One or more event handlers failed: the event must be delivered again. */
export class PaymentEventHandlerError extends ApiError {
  constructor(
    readonly eventId: string,
    readonly failures: unknown[],
  ) {
    super(500, 'PAYMENT_EVENT_FAILED', `${failures.length} handler(s) failed for event ${eventId}`);
    this.name = 'PaymentEventHandlerError';
  }
}
