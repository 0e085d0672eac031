import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { Mailer } from '../../plugins/mail';

/** What the account flows are configured with (app.ts, from env). */
export interface AccountsConfig {
  /** HMAC key for emailed codes (CODE_SECRET). */
  codeSecret: string;
  codeTtlMs: number;
  codeResendCooldownMs: number;
  /** AUTH_IP_LIMIT_FACTOR: multiplies the per-IP limits of AUTH_RATE_LIMITS (1 when not given). */
  ipLimitFactor?: number;
}

/** What every account flow (sign-up.ts, sign-in.ts, password-reset.ts, ...) is built from. */
export interface AccountsDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: AccountsConfig;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** Fastify's request id (kept in audit rows). */
  requestId?: string;
}
