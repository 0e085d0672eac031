import { HealthSchema, healthMessages } from '@tote/validation/health';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, TEST_JOBS, type TestDatabase } from '../../../test/helper';
import { type App, buildApp } from '../../app';
import { loadEnv } from '../../env';

let database: TestDatabase;
let app: App;
let closed: Promise<void> | undefined;
// The app closes its connection when it closes; the test closes it earlier, so both go through this.
const closeOnce = () => {
  closed ??= database.connection.close();
  return closed;
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false' }),
    db: { ...database.connection, close: closeOnce } as TestDatabase['connection'],
    logger: false,
    jobs: TEST_JOBS,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

it('answers liveness without the database and readiness 503 when the database is gone (ADR 012)', async () => {
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
});
