import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

it('recognises a database that is away, directly or wrapped by drizzle', () => {
  expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
  expect(
    isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
  ).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  const wrapped = new Error('Failed query: select 1', {
    cause: withCode('the database system is shutting down', '57P03'),
  });
  expect(isDatabaseUnavailable(wrapped)).toBe(true);
});

it('leaves every other error a 500', () => {
  expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
    false,
  );
  expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  expect(isDatabaseUnavailable('a string')).toBe(false);
});
