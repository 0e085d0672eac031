// Errors that say the database cannot be reached right now, as opposed to a query that is wrong: the server
// refused or dropped the connection, is starting or shutting down, or the pool could not connect in time.
// The API answers them with 503 and Retry-After (plugins/error-handler.ts); anything else stays a 500.

/** Socket errors and PostgreSQL SQLSTATEs of class 08 (connection exception) and 57P (operator intervention). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);
// node-postgres says these in words only.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|the database system is (starting up|shutting down)/i;

/** Whether `error`, or an error it wraps (drizzle wraps the driver's in `cause`), means the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    // AggregateError: a host name that resolves to several addresses, all refused.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = current.cause;
  }
  return false;
}
