import { describe, expect, it } from 'vitest';
import { apiError, checkReply, failOnContractViolations, mockApi } from './mock-api';

const match = {
  id: '00000000-0000-4000-8000-000000000001',
};

describe('stubs are checked against the route contract', () => {
  it('accepts an error the route declares and one its access implies', () => {
    expect(() => checkReply('POST /matches', apiError(409, 'trip_full', 'Full.'))).not.toThrow();
    expect(() => checkReply('POST /matches', apiError(403, 'not_staff', 'Staff only.'))).not.toThrow();
    expect(() => checkReply('GET /matches/abc', apiError(404, 'not_found', 'Not found.'))).not.toThrow();
  });

  it('refuses an error code the route never sends, naming the route and what it can send', () => {
    expect(() => checkReply('POST /matches', apiError(409, 'validation_failed', 'No.'))).toThrow(
      /Stub for POST \/matches: 409 validation_failed is not in its contract \(.*409 trip_full/,
    );
    expect(() => checkReply('POST /matches', apiError(400, 'validation_failed', 'No.'))).toThrow(
      /400 validation_failed is not in its contract/,
    );
  });

  it('refuses a success status other than the route’s', () => {
    expect(() => checkReply('POST /matches', { status: 200, body: match })).toThrow(
      /the route answers 201, not 200/,
    );
  });

  it('names the stub and the declared route it answers for', () => {
    expect(() => checkReply('GET /matches/abc', apiError(409, 'trip_full', 'Full.'))).toThrow(
      /^Stub for GET \/matches\/abc \(route GET \/matches\/:\w+\): 409 trip_full is not in its contract/,
    );
  });

  it('refuses a route that does not exist', () => {
    expect(() => checkReply('GET /no-such-route', { body: {} })).toThrow(/no such API route/);
  });

  it('fails the test by name when a handler stub breaks the contract inside fetch', async () => {
    mockApi({ 'POST /matches': () => apiError(409, 'made_up', 'No.') });
    await expect(fetch('http://localhost/api/v1/matches', { method: 'POST' })).rejects.toThrow(/made_up/);
    expect(() => failOnContractViolations()).toThrow(
      /A stub broke its route's contract:\n.*made_up.*\n {2}\(handler stub answering in test ".*breaks the contract inside fetch"\)/,
    );
    expect(() => failOnContractViolations()).not.toThrow();
  });
});
