import { isIP } from 'node:net';
import path from 'node:path';
import { APP_NAMES, type AppName, type SiteMap, SiteMapSchema } from '@tote/validation/sites';
import { z } from 'zod';
import { isLoopback } from './loopback';

// The only file that reads process.env (docs/style.md). Everything else receives a parsed `Env`.

/** Production bound on AUTH_IP_LIMIT_FACTOR: above it the per-IP limits of the account endpoints stop meaning anything. */
export const MAX_PRODUCTION_AUTH_IP_LIMIT_FACTOR = 10;
/** Production bound on VOLUME_LIMIT_FACTOR: above it the per-person limits on new orders and trips stop meaning anything. */
export const MAX_PRODUCTION_VOLUME_LIMIT_FACTOR = 10;
/** Production bound on EVENT_STREAMS_PER_IP: a hundred people behind one address with ten tabs each. */
export const MAX_PRODUCTION_EVENT_STREAMS_PER_IP = 1000;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

// A bare host name such as example.com: no scheme, no port, no path.
const domain = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i,
    'must be a bare domain such as example.com (no https://, port or path)',
  );

const siteMapJson = z.string().transform((text, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON such as {"shell":"https://example.com",...}' });
    return z.NEVER;
  }
  const parsed = SiteMapSchema.safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      message: `must name an absolute URL for each of ${APP_NAMES.join(', ')}: ${z.prettifyError(parsed.error)}`,
    });
    return z.NEVER;
  }
  return parsed.data;
});

// TRUST_PROXY (Fastify's trustProxy): which hops may say who the client is in X-Forwarded-For / -Proto / -Host.
// A hop count ("1": the one proxy in front), addresses and CIDR ranges ("10.0.0.0/8,127.0.0.1", or proxy-addr's
// names loopback, linklocal, uniquelocal), or true (every hop: only when nothing but the proxy can reach us).
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};
const trustProxySetting = z.string().transform((text, ctx): boolean | number | string[] => {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count, true/false, or addresses/CIDR ranges separated by commas (not ${bad.join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
});

// DEV_ORIGINS: the Vite dev servers of `pnpm dev`, e.g. http://localhost:5170 (no path).
const originList = z.string().transform((text, ctx) => {
  const origins = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of origins) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      ctx.addIssue({
        code: 'custom',
        message: `must be origins such as http://localhost:5170 (not ${entry})`,
      });
      return z.NEVER;
    }
  }
  return origins.map((entry) => new URL(entry).origin);
});

const RawEnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'test', 'production']).default('development'),
  ),
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// URL, or unset to use embedded PGlite',
    }),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  HOST: optional(z.string().min(1)),
  SHELL_PORT: z.preprocess(emptyToUndefined, port.default(3000)),
  SENDER_PORT: z.preprocess(emptyToUndefined, port.default(3001)),
  TRAVELER_PORT: z.preprocess(emptyToUndefined, port.default(3002)),
  ADMIN_PORT: z.preprocess(emptyToUndefined, port.default(3003)),
  PORT: z.preprocess(emptyToUndefined, port.default(8080)),
  PUBLIC_DOMAIN: optional(domain),
  SITE_MAP: optional(siteMapJson),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DEMO: optional(flag),
  DEV_MAILBOX: optional(flag),
  TEST_CLOCK: optional(flag),
  DEV_ORIGINS: optional(originList),
  TRUST_PROXY: optional(trustProxySetting),
  // Accounts (modules/accounts): emailed codes and mail.
  CODE_SECRET: optional(
    z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)'),
  ),
  CODE_TTL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(5).max(3600).default(60)),
  CODE_RESEND_COOLDOWN_SECONDS: optional(z.coerce.number().int().min(0).max(3600)),
  MAIL_TRANSPORT: z.preprocess(emptyToUndefined, z.enum(['outbox', 'smtp']).default('outbox')),
  // At most MAX_PRODUCTION_AUTH_IP_LIMIT_FACTOR in production (loadEnv).
  AUTH_IP_LIMIT_FACTOR: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(1),
  ),
  // Multiplies the per-person limits on new orders and trips (orders.policy.ts, trips.policy.ts). At most
  // MAX_PRODUCTION_VOLUME_LIMIT_FACTOR in production (loadEnv).
  VOLUME_LIMIT_FACTOR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  // Live event streams one network address may hold open per instance (docs/decisions/010-live-events.md).
  // At most MAX_PRODUCTION_EVENT_STREAMS_PER_IP in production (loadEnv).
  EVENT_STREAMS_PER_IP: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(100),
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('Tote <no-reply@tote.local>')),
  // SMTP mail is a deferred job (platform/jobs, docs/decisions/023-job-queue.md): retried this many times after
  // the first attempt, the first retry after MAIL_RETRY_DELAY_SECONDS and each later one after twice the last.
  MAIL_RETRY_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(20).default(10)),
  MAIL_RETRY_DELAY_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3600).default(30),
  ),
  // Payments (modules/payments; docs/decisions/017-payments-and-escrow.md).
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)'),
  ),
  STRIPE_CONNECT_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)'),
  ),
  FEE_RATE_BPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(5000).default(1000)),
  FEE_MINIMUM_MINOR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(200)),
  RELEASE_HOLD_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 90)
      .default(72),
  ),
  MIN_WITHDRAWAL_MINOR: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(10_000_000).default(1000),
  ),
  // Uploads (modules/uploads; docs/decisions/022-object-storage.md): the local disk unless S3_* are set.
  S3_ENDPOINT: optional(
    z.url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL such as https://s3.example.com',
    }),
  ),
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
      ),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_REGION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
  ),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, flag.default(true)),
  S3_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^([A-Za-z0-9_-]+\/)+$/,
        'must be folder names ending in / such as tote/ (letters, digits, _ and -)',
      )
      .default(''),
  ),
  UPLOADS_ENCRYPTION_KEY: optional(
    z
      .string()
      .refine(
        (text) => /^[A-Za-z0-9+/]{43}=?$/.test(text) && Buffer.from(text, 'base64').length === 32,
        'must be 32 random bytes in base64 (e.g. `openssl rand -base64 32`)',
      ),
  ),
});

/**
 * Outside production, national IDs are sealed with this fixed key when UPLOADS_ENCRYPTION_KEY is unset (demo
 * data, tests, `pnpm start`). It is public, in this file: production refuses to start without a key of its own.
 */
export const DEVELOPMENT_UPLOADS_KEY = Buffer.from('tote development key: not secret', 'utf8');

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = z.infer<typeof RawEnvSchema>['LOG_LEVEL'];

export interface Env {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /** Set: node-postgres against this server. Unset: embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  /** Absolute; a relative DATA_DIR is resolved against INIT_CWD (set by pnpm) or the working directory. */
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  host: string;
  /** Locally every app has its own port (its own origin); in production one listener on `port` serves all four. */
  ports: Record<AppName, number>;
  port: number;
  publicDomain: string | undefined;
  /** Explicit SITE_MAP override; otherwise the site map is derived from the ports or PUBLIC_DOMAIN. */
  siteMapOverride: SiteMap | undefined;
  logLevel: LogLevel;
  /**
   * Demo data (public staff password) is seeded into an empty database. Off unless DEMO=true (`pnpm start`,
   * `pnpm dev` and the e2e server ask for it); never in production, only on a loopback HOST (ADR 005).
   */
  demo: boolean;
  /** /dev/mailbox (page and API) for loopback clients: DEV_MAILBOX, by default on with demo mode (ADR 005). */
  devMailbox: boolean;
  /**
   * An adjustable clock (POST/DELETE /dev/clock, loopback clients only) for the browser journeys that must see
   * "24 hours later": TEST_CLOCK=true, off by default, never in production, only on a loopback HOST (ADR 014).
   */
  testClock: boolean;
  /** Extra origins the CSRF check accepts: the Vite dev servers of `pnpm dev`. Never in production. */
  devOrigins: string[];
  /** Fastify's trustProxy: who may set X-Forwarded-For (TRUST_PROXY; default false: nobody). */
  trustProxy: boolean | number | string[];
  /**
   * HMAC key for emailed codes. Required in production; unset elsewhere it is generated once and kept in
   * DATA_DIR (development) or made up per process (test): modules/accounts/code-secret.ts.
   */
  codeSecret: string | undefined;
  /**
   * docs/product/lifecycles.md, Accounts: a code works for 60 s by default, and a new one may be asked for
   * after the same time.
   */
  codeTtlSeconds: number;
  codeResendCooldownSeconds: number;
  /**
   * Multiplies every per-IP request limit of the account endpoints (accounts.policy.ts AUTH_RATE_LIMITS). 1 (at most 10) in
   * production; raise it where many people share one address, and in test runs that sign up many accounts
   * from 127.0.0.1.
   */
  authIpLimitFactor: number;
  /** VOLUME_LIMIT_FACTOR: multiplies the per-person limits on new orders and trips (1 unless raised). */
  volumeLimitFactor: number;
  /**
   * How many live event streams one address may hold open on one instance (docs/decisions/010-live-events.md);
   * 100 by default, at most 1,000 in production. Tests and the e2e server, which open every stream from
   * 127.0.0.1, raise it.
   */
  eventStreamsPerIp: number;
  mail: {
    /** outbox: stored in the database and shown at /dev/mailbox (development); smtp: sent (production). */
    transport: 'outbox' | 'smtp';
    smtpUrl: string | undefined;
    from: string;
    /** SMTP: retries after the first attempt, and the first retry's delay (doubling after it). */
    retryLimit: number;
    retryDelaySeconds: number;
  };
  payments: {
    /**
     * Stripe when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; otherwise the built-in test provider
     * (its own checkout page and test cards), which production refuses.
     */
    provider:
      | { kind: 'stripe'; secretKey: string; webhookSecret: string; connectWebhookSecret?: string }
      | {
          kind: 'test';
        };
    /** The service fee: a rate in basis points (1000 = 10 %) with a minimum in minor units, added on top. */
    feeRateBps: number;
    feeMinimumMinor: number;
    /** How long delivered earnings stay pending before the traveler may withdraw them. */
    releaseHoldHours: number;
    minWithdrawalMinor: number;
  };
  /** Where uploads are stored (ADR 022): the local disk under DATA_DIR, or an S3-compatible store. */
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        /** Path-style addressing (http://host/bucket/key): MinIO, s3rver and most S3-compatible stores. */
        forcePathStyle: boolean;
        /** Prepended to every key (e.g. `tote/`), so one bucket can hold several deployments. */
        prefix: string;
      };
  /** AES-256-GCM key of the national IDs at rest (UPLOADS_ENCRYPTION_KEY; a fixed public key outside production). */
  uploadsKey: Buffer;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses `source` (process.env by default; tests pass their own) and throws an `EnvError` naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = RawEnvSchema.safeParse(source);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';

  const ports: Record<AppName, number> = {
    shell: raw.SHELL_PORT,
    sender: raw.SENDER_PORT,
    traveler: raw.TRAVELER_PORT,
    admin: raw.ADMIN_PORT,
  };
  if (!isProduction && new Set(Object.values(ports)).size !== APP_NAMES.length) {
    problems.push('SHELL_PORT, SENDER_PORT, TRAVELER_PORT, ADMIN_PORT: every app needs its own port');
  }
  if (isProduction && !raw.PUBLIC_DOMAIN && !raw.SITE_MAP) {
    problems.push('PUBLIC_DOMAIN: required in production (e.g. example.com), unless SITE_MAP is set');
  }
  // Demo data is for trying the product locally (ADR 005); a production database must never receive it.
  if (isProduction && raw.DEMO === true) {
    problems.push('DEMO: demo data is never loaded in production; unset DEMO or set it to false');
  }
  // ADR 005: what publishes secrets (demo staff password, every emailed code) runs only when asked for, never
  // in production, and only on a listener no other machine can reach.
  const host = raw.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const demo = raw.DEMO === true;
  const devMailbox = raw.DEV_MAILBOX ?? demo;
  if (isProduction && raw.DEV_MAILBOX === true) {
    problems.push('DEV_MAILBOX: the development mailbox never runs in production; unset DEV_MAILBOX');
  }
  // ADR 014: a clock anyone could move would void every time rule (codes, sessions, the unmatch window).
  if (isProduction && raw.TEST_CLOCK === true) {
    problems.push('TEST_CLOCK: the test clock never runs in production; unset TEST_CLOCK');
  }
  if (!isProduction && raw.TEST_CLOCK === true && !isLoopback(host)) {
    problems.push(
      `TEST_CLOCK: the test clock lets a client move time, so it only runs with HOST=127.0.0.1, ::1 or localhost (not ${host}); unset TEST_CLOCK`,
    );
  }
  // A factor of thousands would switch the per-IP limits off (ASVS 2.2.1); a shared address in production gets
  // at most ten people's worth. Tests and the e2e server raise it further on 127.0.0.1, never in production.
  if (isProduction && raw.AUTH_IP_LIMIT_FACTOR > MAX_PRODUCTION_AUTH_IP_LIMIT_FACTOR) {
    problems.push(
      `AUTH_IP_LIMIT_FACTOR: at most ${MAX_PRODUCTION_AUTH_IP_LIMIT_FACTOR} in production (not ${raw.AUTH_IP_LIMIT_FACTOR}), or the per-IP limits of the account endpoints would be off`,
    );
  }
  // The same for the per-person limits on new orders and trips (OWASP API4:2023): ten times a busy shop at most.
  if (isProduction && raw.VOLUME_LIMIT_FACTOR > MAX_PRODUCTION_VOLUME_LIMIT_FACTOR) {
    problems.push(
      `VOLUME_LIMIT_FACTOR: at most ${MAX_PRODUCTION_VOLUME_LIMIT_FACTOR} in production (not ${raw.VOLUME_LIMIT_FACTOR}), or the per-person limits on new orders and trips would be off`,
    );
  }
  // Without a per-address bound one client could hold an instance's connections open (ASVS 2.2.1, as above).
  if (isProduction && raw.EVENT_STREAMS_PER_IP > MAX_PRODUCTION_EVENT_STREAMS_PER_IP) {
    problems.push(
      `EVENT_STREAMS_PER_IP: at most ${MAX_PRODUCTION_EVENT_STREAMS_PER_IP} in production (not ${raw.EVENT_STREAMS_PER_IP}), or one address could hold an instance's connections open`,
    );
  }
  if (isProduction && raw.DEV_ORIGINS) {
    problems.push('DEV_ORIGINS: the dev servers are for development only; unset DEV_ORIGINS in production');
  }
  if (!isProduction && demo && !isLoopback(host)) {
    problems.push(
      `DEMO: demo mode publishes its sign-ins, so it only listens on this machine (HOST=127.0.0.1, ::1 or localhost, not ${host})`,
    );
  }
  if (!isProduction && devMailbox && !isLoopback(host)) {
    problems.push(
      `DEV_MAILBOX: the mailbox shows every emailed code, so it only runs with HOST=127.0.0.1, ::1 or localhost (not ${host}); set DEV_MAILBOX=false`,
    );
  }
  if (isProduction && !raw.CODE_SECRET) {
    problems.push(
      'CODE_SECRET: required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)',
    );
  }
  if (isProduction && raw.MAIL_TRANSPORT !== 'smtp') {
    problems.push('MAIL_TRANSPORT: must be smtp in production (the outbox only keeps mail in the database)');
  }
  if (raw.MAIL_TRANSPORT === 'smtp' && !raw.SMTP_URL) {
    problems.push(
      'SMTP_URL: required when MAIL_TRANSPORT=smtp (e.g. smtps://user:password@smtp.example.com)',
    );
  }
  // ADR 017: the test provider takes made-up cards and authorizes them; real money needs a real provider.
  const stripeKeys = [raw.STRIPE_SECRET_KEY, raw.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (stripeKeys === 1) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to use Stripe (or neither for the built-in test provider)',
    );
  }
  if (isProduction && stripeKeys === 0) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required in production (the built-in test provider accepts test cards only)',
    );
  }
  // ADR 022: the four settings of an S3-compatible store come together, or none (the local disk).
  const s3 = {
    S3_ENDPOINT: raw.S3_ENDPOINT,
    S3_BUCKET: raw.S3_BUCKET,
    S3_ACCESS_KEY_ID: raw.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: raw.S3_SECRET_ACCESS_KEY,
  };
  const s3Missing = Object.entries(s3)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (s3Missing.length > 0 && s3Missing.length < 4) {
    problems.push(
      `${s3Missing.join(', ')}: required with the other S3_ settings (set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none of them for the local disk)`,
    );
  }
  // Keys and national IDs (sealed, but still) cross the network to the store: in production only over TLS,
  // unless the store is on this machine.
  if (
    isProduction &&
    raw.S3_ENDPOINT?.startsWith('http:') &&
    !isLoopback(new URL(raw.S3_ENDPOINT).hostname.replace(/^\[|\]$/g, ''))
  ) {
    problems.push(
      'S3_ENDPOINT: must be https:// in production (http:// only for a store on this machine, such as http://127.0.0.1:9000)',
    );
  }
  // ADR 022: national IDs are encrypted at rest with a key of the deployment's own, never the public one.
  if (isProduction && !raw.UPLOADS_ENCRYPTION_KEY) {
    problems.push(
      'UPLOADS_ENCRYPTION_KEY: required in production, to encrypt the national IDs at rest (32 random bytes in base64, e.g. `openssl rand -base64 32`; keep it with the database backups: without it the IDs cannot be read)',
    );
  }
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n  - ${problems.join('\n  - ')}`);

  // A relative DATA_DIR is relative to where the command was run: pnpm and npm set INIT_CWD to it, so
  // `pnpm start` and `pnpm --filter @tote/api dev` from the repo root both use <repo>/data.
  const dataDir = path.resolve(source.INIT_CWD || process.cwd(), raw.DATA_DIR);
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    databaseUrl: raw.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    // Containers must accept outside connections; a laptop should not expose the dev server to its network.
    host,
    ports,
    port: raw.PORT,
    publicDomain: raw.PUBLIC_DOMAIN?.toLowerCase(),
    siteMapOverride: raw.SITE_MAP,
    logLevel: raw.LOG_LEVEL,
    demo: isProduction ? false : demo,
    devMailbox: isProduction ? false : devMailbox,
    testClock: isProduction ? false : raw.TEST_CLOCK === true,
    devOrigins: isProduction ? [] : (raw.DEV_ORIGINS ?? []),
    trustProxy: raw.TRUST_PROXY ?? false,
    codeSecret: raw.CODE_SECRET,
    codeTtlSeconds: raw.CODE_TTL_SECONDS,
    codeResendCooldownSeconds: raw.CODE_RESEND_COOLDOWN_SECONDS ?? raw.CODE_TTL_SECONDS,
    authIpLimitFactor: raw.AUTH_IP_LIMIT_FACTOR,
    volumeLimitFactor: raw.VOLUME_LIMIT_FACTOR,
    eventStreamsPerIp: raw.EVENT_STREAMS_PER_IP,
    mail: {
      transport: raw.MAIL_TRANSPORT,
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM,
      retryLimit: raw.MAIL_RETRY_LIMIT,
      retryDelaySeconds: raw.MAIL_RETRY_DELAY_SECONDS,
    },
    payments: {
      provider:
        raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
          ? {
              kind: 'stripe',
              secretKey: raw.STRIPE_SECRET_KEY,
              webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
              ...(raw.STRIPE_CONNECT_WEBHOOK_SECRET
                ? { connectWebhookSecret: raw.STRIPE_CONNECT_WEBHOOK_SECRET }
                : {}),
            }
          : { kind: 'test' },
      feeRateBps: raw.FEE_RATE_BPS,
      feeMinimumMinor: raw.FEE_MINIMUM_MINOR,
      releaseHoldHours: raw.RELEASE_HOLD_HOURS,
      minWithdrawalMinor: raw.MIN_WITHDRAWAL_MINOR,
    },
    storage:
      raw.S3_ENDPOINT && raw.S3_BUCKET && raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: raw.S3_ENDPOINT,
            bucket: raw.S3_BUCKET,
            region: raw.S3_REGION,
            accessKeyId: raw.S3_ACCESS_KEY_ID,
            secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
            forcePathStyle: raw.S3_FORCE_PATH_STYLE,
            prefix: raw.S3_PREFIX,
          }
        : { kind: 'local' },
    uploadsKey: raw.UPLOADS_ENCRYPTION_KEY
      ? Buffer.from(raw.UPLOADS_ENCRYPTION_KEY, 'base64')
      : DEVELOPMENT_UPLOADS_KEY,
  };
}

/**
 * The password for `pnpm --filter @tote/api admin:create` (src/cli/admin-create.ts), kept out of `Env` so the
 * server never holds it. Unset: the CLI prompts, or generates one.
 */
export function readAdminPassword(
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  return source.TOTE_ADMIN_PASSWORD || undefined;
}
