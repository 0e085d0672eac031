import { HealthSchema, healthMessages } from '@tote/validation/health';
import { expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';

it('answers liveness without the database and readiness 503 when the database is gone (ADR 008)', async () => {
  const database = await createTestDatabase();
  let closed: Promise<void> | undefined;
  const closeOnce = () => {
    closed ??= database.connection.close();
    return closed;
  };
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false' }),
    db: { ...database.connection, close: closeOnce } as typeof database.connection,
    logger: false,
  });
  try {
    await app.ready();
    const before = await app.inject({ method: 'GET', url: '/api/v1/health' });
    await closeOnce(); // the database goes away under the running app

    const live = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(live.statusCode).toBe(200);
    expect(HealthSchema.parse(live.json())).toEqual(before.json());

    const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: { code: 'database_unavailable', message: healthMessages.databaseUnavailable },
    });
  } finally {
    await app.close();
    await database.drop();
  }
});
