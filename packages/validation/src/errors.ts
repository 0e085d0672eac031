import './zod-config';
import { z } from 'zod';

/**
 * Every API error has this body. `code` is stable and meant for programs; `message` is written for the person
 * using the app; `fields` maps a field path (e.g. "email" or "items.0.weight") to what is wrong with it.
 */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional().describe('Quote this when reporting a problem'),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The message of every 5xx answer: the cause is logged on the server, never sent to the client. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** 503 while the database cannot be reached (a restart, a failover): nothing was saved, the same request can be sent again. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Tote cannot reach its database for a moment, so nothing was saved. Please try again in a few seconds.';

/** A text field holding U+0000, which PostgreSQL text cannot store (and no form can type). */
export const NUL_CHARACTER_MESSAGE = 'Remove the invisible NUL character from this field.';

/**
 * A 429's wait in words, from its Retry-After seconds: "1 minute", "42 minutes", then whole hours ("3 hours"),
 * rounded up so the person never comes back too early.
 */
export function waitInWords(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** One error a route can answer: its HTTP status, a stable code for programs, the message people read. */
export interface ErrorDef {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  /**
   * More members of `error` this answer always carries (e.g. `ticket` on email_not_verified), by name. The
   * envelope's schema strips unknown members, so the route's response schema for the status adds these.
   */
  readonly details?: Readonly<Record<string, z.ZodType>>;
}

/**
 * A module's error catalogue: every error once, built one way. Services throw them (the API's `raise`), route
 * contracts (contract.ts) list the ones they can answer, and tests and screens match on the code.
 */
export const defineErrors = <const T extends Record<string, ErrorDef>>(errors: T): T => errors;
