import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

// Database errors carry the query's parameters: drizzle's DrizzleQueryError has `params` and repeats them in its
// message ("Failed query: … params: <hash>,<token>") and stack; PostgreSQL puts values in `detail`
// ("Key (token_hash)=(…) already exists") and sometimes in the message ("invalid input syntax for type uuid:
// "…""). Those values are password hashes, session and code hashes, emails: none may reach the log
// (OWASP Logging Cheat Sheet, "data to exclude"; ASVS 7.1.1). Every error the app logs goes through the `err`
// serializer below, so the redaction holds wherever an error is logged.

export const REDACTED = '[redacted]';

// Shorter values stay: replacing "1" or "true" everywhere would garble the message and stack without hiding
// anything worth hiding (hashes, tokens, codes and emails are longer).
const MIN_SECRET_LENGTH = 4;
const MAX_CAUSES = 10;
const MAX_DEPTH = 6;

function addParamStrings(value: unknown, out: Set<string>) {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) addParamStrings(item, out);
    return;
  }
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    text = String(value);
  } else if (value instanceof Date) text = value.toISOString();
  else if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return;
  else text = JSON.stringify(value) ?? '';
  if (text.length >= MIN_SECRET_LENGTH) out.add(text);
}

/** The parameters of every query error in the cause chain, as the strings a message could contain. */
function secretsOf(error: unknown): string[] {
  const secrets = new Set<string>();
  let current: unknown = error;
  for (let i = 0; i < MAX_CAUSES && current && typeof current === 'object'; i++) {
    const { params, cause } = current as { params?: unknown; cause?: unknown };
    if (Array.isArray(params)) addParamStrings(params, secrets);
    current = cause;
  }
  // Longest first, so a value that contains a shorter one is replaced whole.
  return [...secrets].sort((a, b) => b.length - a.length);
}

function scrubText(text: string, secrets: string[]): string {
  let result = text.replace(/(\bparams: )[^\n]*/g, `$1${REDACTED}`);
  for (const secret of secrets) result = result.split(secret).join(REDACTED);
  return result;
}

function scrub(value: unknown, secrets: string[], depth: number): unknown {
  if (typeof value === 'string') return scrubText(value, secrets);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, secrets, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // `params`: drizzle's bound values; `detail`: PostgreSQL's row values (the constraint, table and column
    // fields stay, and say enough to debug).
    result[key] = key === 'params' || key === 'detail' ? REDACTED : scrub(item, secrets, depth + 1);
  }
  return result;
}

type ErrSerializer = NonNullable<NonNullable<FastifyLoggerOptions['serializers']>['err']>;

/** pino's standard error serializer, with query parameters and row values taken out. */
export function serializeError(error: unknown): unknown {
  if (!error || typeof error !== 'object' || typeof (error as Error).message !== 'string') return error;
  const serialized = stdSerializers.err(error as Error);
  return scrub({ ...serialized }, secretsOf(error), 0);
}

/** Adds the redacting error serializer to Fastify's logger option (false stays false). */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, err: serializeError as ErrSerializer } };
}
