import Stripe from 'stripe';
import { ProviderUnavailable } from '../provider';

export type StripeRefusalKind =
  | 'card'
  | 'invalid_request'
  | 'idempotency'
  | 'authentication'
  | 'permission'
  | 'unsupported';

/**
 * Stripe answered and said no, for a reason that retrying the same request will not fix: a card declined, a bad
 * parameter, an idempotency key reused with other parameters, a wrong key. The message is Stripe's own (for card
 * errors it is written for the person paying, "Your card was declined.").
 */
export class StripeRequestRefused extends Error {
  override name = 'StripeRequestRefused';
  constructor(
    message: string,
    readonly kind: StripeRefusalKind,
    readonly code: string | null = null,
    readonly declineCode: string | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const { StripeError, StripeConnectionError, StripeAPIError, StripeRateLimitError, StripeCardError } =
  Stripe.errors;

/**
 * Sorts a failed Stripe call into "try again later" (`ProviderUnavailable`: nothing happened that we know of, and
 * the retry carries the same idempotency key, so it cannot charge twice) and "Stripe refused" (a typed error with
 * Stripe's message). Anything that is not a Stripe error is a bug of ours and goes up unchanged.
 */
export function translateStripeError(error: unknown): unknown {
  if (!(error instanceof StripeError)) return error;
  const status = error.statusCode ?? 0;
  // 409 is a lock timeout or the same idempotency key still in flight: both clear by themselves.
  if (
    error instanceof StripeConnectionError ||
    error instanceof StripeAPIError ||
    error instanceof StripeRateLimitError ||
    status >= 500 ||
    status === 409
  ) {
    return new ProviderUnavailable(error.message, { cause: error });
  }
  const declineCode = error instanceof StripeCardError ? (error.decline_code ?? null) : null;
  return new StripeRequestRefused(error.message, refusalKindOf(error), error.code ?? null, declineCode, {
    cause: error,
  });
}

function refusalKindOf(error: InstanceType<typeof StripeError>): StripeRefusalKind {
  switch (error.type) {
    case 'StripeCardError':
      return 'card';
    case 'StripeIdempotencyError':
      return 'idempotency';
    case 'StripeAuthenticationError':
      return 'authentication';
    case 'StripePermissionError':
      return 'permission';
    default:
      return 'invalid_request';
  }
}

/** Runs one Stripe call and translates its failure (see `translateStripeError`). */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateStripeError(error);
  }
}
