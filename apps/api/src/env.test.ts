import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_REQUIREMENTS } from '../test/helper';
import { DEVELOPMENT_UPLOADS_KEY, EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('has local defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      databaseUrl: undefined,
      host: '127.0.0.1',
      ports: { shell: 3000, sender: 3001, traveler: 3002, admin: 3003 },
      port: 8080,
      logLevel: 'info',
      // ADR 005: nothing is opened unless asked for.
      demo: false,
      devMailbox: false,
      testClock: false,
      devOrigins: [],
      trustProxy: false,
    });
    expect(env.dataDir).toBe(path.resolve('data'));
    expect(env.pgliteDir).toBe(path.resolve('data', 'pglite'));
    expect(env.uploadsDir).toBe(path.resolve('data', 'uploads'));
  });

  it('resolves a relative DATA_DIR against the directory the command was run from', () => {
    expect(loadEnv({ INIT_CWD: '/repo', DATA_DIR: './data' }).pgliteDir).toBe('/repo/data/pglite');
    expect(loadEnv({ INIT_CWD: '/repo', DATA_DIR: '/srv/tote' }).dataDir).toBe('/srv/tote');
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', SHELL_PORT: '' }).ports.shell).toBe(3000);
  });

  it('accepts a postgres URL and rejects anything else', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u@db:5432/tote' }).databaseUrl).toBe(
      'postgres://u@db:5432/tote',
    );
    expect(() => loadEnv({ DATABASE_URL: 'mysql://u@db/tote' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('names every bad variable at once', () => {
    try {
      loadEnv({ NODE_ENV: 'staging', SHELL_PORT: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toMatch(/NODE_ENV/);
      expect((error as Error).message).toMatch(/SHELL_PORT/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });

  it('needs four different local ports', () => {
    expect(() => loadEnv({ SENDER_PORT: '3000' })).toThrow(/its own port/);
  });

  it('needs PUBLIC_DOMAIN in production and listens on all interfaces there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_DOMAIN/);
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_DOMAIN: 'https://example.com' })).toThrow(
      /bare domain/,
    );
    const env = loadEnv({
      NODE_ENV: 'production',
      PUBLIC_DOMAIN: 'example.com',
      PORT: '9000',
      ...PRODUCTION_REQUIREMENTS,
    });
    expect(env).toMatchObject({ host: '0.0.0.0', port: 9000, demo: false });
  });

  it('never turns demo data on in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', DEMO: 'true' })).toThrow(
      /DEMO/,
    );
    expect(loadEnv({ DEMO: 'false' }).demo).toBe(false);
  });

  it('turns demo mode and the mailbox on only when asked, NODE_ENV unset included', () => {
    for (const nodeEnv of [undefined, 'development', 'test']) {
      expect(loadEnv({ NODE_ENV: nodeEnv })).toMatchObject({ demo: false, devMailbox: false });
    }
    expect(loadEnv({ DEMO: 'true' })).toMatchObject({ demo: true, devMailbox: true });
    expect(loadEnv({ DEMO: 'true', DEV_MAILBOX: 'false' })).toMatchObject({ demo: true, devMailbox: false });
    expect(loadEnv({ DEV_MAILBOX: 'true' })).toMatchObject({ demo: false, devMailbox: true });
  });

  it('refuses demo mode and the mailbox on a listener other machines can reach', () => {
    expect(() => loadEnv({ DEMO: 'true', HOST: '0.0.0.0' })).toThrow(/DEMO: .*only listens on this machine/);
    expect(() => loadEnv({ DEMO: 'true', HOST: '192.168.1.20' })).toThrow(/DEMO/);
    expect(() => loadEnv({ DEV_MAILBOX: 'true', HOST: '::' })).toThrow(/DEV_MAILBOX: /);
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) {
      expect(loadEnv({ DEMO: 'true', HOST: host }).host).toBe(host);
    }
    // Without them, any HOST is fine.
    expect(loadEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('never opens the mailbox or the dev origins in production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS };
    expect(() => loadEnv({ ...production, DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX: .*never runs in production/,
    );
    expect(() => loadEnv({ ...production, DEV_ORIGINS: 'http://localhost:5170' })).toThrow(/DEV_ORIGINS/);
    expect(loadEnv(production)).toMatchObject({ demo: false, devMailbox: false, devOrigins: [] });
  });

  it('turns the test clock on only when asked, never in production nor on a reachable listener (ADR 014)', () => {
    expect(loadEnv({ DEMO: 'true' }).testClock).toBe(false);
    expect(loadEnv({ TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(() => loadEnv({ TEST_CLOCK: 'true', HOST: '0.0.0.0' })).toThrow(/TEST_CLOCK: /);
    const production = { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS };
    expect(() => loadEnv({ ...production, TEST_CLOCK: 'true' })).toThrow(
      /TEST_CLOCK: .*never runs in production/,
    );
    expect(loadEnv(production).testClock).toBe(false);
  });

  it('reads the dev servers origins', () => {
    expect(loadEnv({ DEV_ORIGINS: 'http://localhost:5170, http://127.0.0.1:5171/' }).devOrigins).toEqual([
      'http://localhost:5170',
      'http://127.0.0.1:5171',
    ]);
    expect(() => loadEnv({ DEV_ORIGINS: 'localhost:5170' })).toThrow(/DEV_ORIGINS: must be origins/);
    expect(() => loadEnv({ DEV_ORIGINS: 'http://localhost:5170/app' })).toThrow(/DEV_ORIGINS/);
  });

  it('reads TRUST_PROXY as a hop count, true/false or an address list', () => {
    expect(loadEnv({}).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      'fd00::/8',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1,' })).toThrow(/TRUST_PROXY/);
  });

  it('needs a code secret and SMTP in production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com' };
    expect(() => loadEnv(production)).toThrow(/CODE_SECRET: required in production/);
    expect(() => loadEnv(production)).toThrow(/MAIL_TRANSPORT: must be smtp in production/);
    expect(() => loadEnv({ ...production, ...PRODUCTION_REQUIREMENTS, SMTP_URL: '' })).toThrow(
      /SMTP_URL: required/,
    );
    expect(() => loadEnv({ ...production, ...PRODUCTION_REQUIREMENTS, CODE_SECRET: 'short' })).toThrow(
      /CODE_SECRET: must be at least 32/,
    );
    expect(loadEnv({ ...production, ...PRODUCTION_REQUIREMENTS }).mail).toEqual({
      transport: 'smtp',
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'Tote <no-reply@tote.local>',
      // Mail is a job (ADR 023): ten retries, the first after 30 seconds, each next one after about twice as long.
      retryLimit: 10,
      retryDelaySeconds: 30,
    });
    expect(() => loadEnv({ MAIL_RETRY_DELAY_SECONDS: '0' })).toThrow(/MAIL_RETRY_DELAY_SECONDS/);
  });

  it('uses Stripe when both keys are set, the test provider otherwise, and refuses the test provider in production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS };
    expect(loadEnv({}).payments).toEqual({
      provider: { kind: 'test' },
      feeRateBps: 1000,
      feeMinimumMinor: 200,
      releaseHoldHours: 72,
      minWithdrawalMinor: 1000,
    });
    expect(() => loadEnv({ ...production, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required in production \(the built-in test provider/,
    );
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/set both to use Stripe/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(loadEnv(production).payments.provider).toEqual({
      kind: 'stripe',
      secretKey: PRODUCTION_REQUIREMENTS.STRIPE_SECRET_KEY,
      webhookSecret: PRODUCTION_REQUIREMENTS.STRIPE_WEBHOOK_SECRET,
    });
    expect(
      loadEnv({
        FEE_RATE_BPS: '750',
        FEE_MINIMUM_MINOR: '0',
        RELEASE_HOLD_HOURS: '24',
        MIN_WITHDRAWAL_MINOR: '500',
      }).payments,
    ).toMatchObject({ feeRateBps: 750, feeMinimumMinor: 0, releaseHoldHours: 24, minWithdrawalMinor: 500 });
    expect(() => loadEnv({ FEE_RATE_BPS: '9000' })).toThrow(/FEE_RATE_BPS/);
  });

  it('times codes at 60 s with a cooldown equal to the lifetime unless told otherwise', () => {
    expect(loadEnv({})).toMatchObject({ codeTtlSeconds: 60, codeResendCooldownSeconds: 60 });
    expect(loadEnv({ CODE_TTL_SECONDS: '120' })).toMatchObject({
      codeTtlSeconds: 120,
      codeResendCooldownSeconds: 120,
    });
    expect(loadEnv({ CODE_RESEND_COOLDOWN_SECONDS: '30' }).codeResendCooldownSeconds).toBe(30);
    expect(loadEnv({}).mail.transport).toBe('outbox');
  });

  it('checks a SITE_MAP override', () => {
    expect(() => loadEnv({ SITE_MAP: '{' })).toThrow(/SITE_MAP: must be JSON/);
    expect(() => loadEnv({ SITE_MAP: '{"shell":"https://x.test"}' })).toThrow(/SITE_MAP/);
  });

  it('stores uploads on the local disk unless all four S3 settings are given (ADR 022)', () => {
    expect(loadEnv({}).storage).toEqual({ kind: 'local' });
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'tote-uploads',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };
    expect(loadEnv(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'tote-uploads',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: true,
      prefix: '',
    });
    expect(() => loadEnv({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with the other S3_ settings/,
    );
    expect(() => loadEnv({ ...s3, S3_ENDPOINT: 'ftp://s3.example.com' })).toThrow(
      /S3_ENDPOINT: must be an http/,
    );
    expect(() => loadEnv({ ...s3, S3_BUCKET: 'Tote_Uploads' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ ...s3, S3_PREFIX: '../x/' })).toThrow(/S3_PREFIX/);
    expect(loadEnv({ ...s3, S3_PREFIX: 'tote/', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      prefix: 'tote/',
      forcePathStyle: false,
    });
    // Production sends keys and sealed IDs to the store over TLS, unless the store is on this machine.
    const production = { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS };
    expect(() => loadEnv({ ...production, ...s3, S3_ENDPOINT: 'http://s3.example.com' })).toThrow(
      /S3_ENDPOINT: must be https:\/\/ in production/,
    );
    expect(loadEnv({ ...production, ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage.kind).toBe('s3');
  });

  it('needs its own national ID key in production, and uses the public development key elsewhere (ADR 022)', () => {
    const production = { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS };
    expect(() => loadEnv({ ...production, UPLOADS_ENCRYPTION_KEY: '' })).toThrow(
      /UPLOADS_ENCRYPTION_KEY: required in production/,
    );
    expect(loadEnv(production).uploadsKey).toEqual(
      Buffer.from(PRODUCTION_REQUIREMENTS.UPLOADS_ENCRYPTION_KEY, 'base64'),
    );
    expect(() => loadEnv({ UPLOADS_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /UPLOADS_ENCRYPTION_KEY: must be 32 random bytes in base64/,
    );
    expect(loadEnv({}).uploadsKey).toBe(DEVELOPMENT_UPLOADS_KEY);
  });
});
