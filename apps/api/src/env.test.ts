import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

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
      demo: true,
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
    const env = loadEnv({ NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', PORT: '9000' });
    expect(env).toMatchObject({ host: '0.0.0.0', port: 9000, demo: false });
  });

  it('never turns demo data on in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', DEMO: 'true' })).toThrow(
      /DEMO/,
    );
    expect(loadEnv({ DEMO: 'false' }).demo).toBe(false);
  });

  it('checks a SITE_MAP override', () => {
    expect(() => loadEnv({ SITE_MAP: '{' })).toThrow(/SITE_MAP: must be JSON/);
    expect(() => loadEnv({ SITE_MAP: '{"shell":"https://x.test"}' })).toThrow(/SITE_MAP/);
  });
});
