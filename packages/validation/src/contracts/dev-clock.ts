import { commonErrors, defineRoute } from '../contract';
import { AdvanceClockSchema, TestClockSchema } from '../dev-clock';

// The test clock (ADR 014), registered only with TEST_CLOCK (never in production); it answers this machine only:
// anyone else gets the API's 404, which is rate-limited like every unknown URL.
const tags = ['development'] as const;
const notThisMachine = [commonErrors.notFound, commonErrors.tooManyRequests];

export const getTestClock = defineRoute({
  operationId: 'getTestClock',
  method: 'GET',
  path: '/dev/clock',
  access: 'public',
  tags,
  summary: 'The test clock: the server time and its offset (TEST_CLOCK only, not in production)',
  status: 200,
  response: TestClockSchema,
  errors: notThisMachine,
});

export const advanceTestClock = defineRoute({
  operationId: 'advanceTestClock',
  method: 'POST',
  path: '/dev/clock',
  access: 'public',
  tags,
  summary: 'Moves the test clock forward (TEST_CLOCK only, not in production)',
  body: AdvanceClockSchema,
  status: 200,
  response: TestClockSchema,
  errors: notThisMachine,
});

export const resetTestClock = defineRoute({
  operationId: 'resetTestClock',
  method: 'DELETE',
  path: '/dev/clock',
  access: 'public',
  tags,
  summary: 'Puts the test clock back to the real time (TEST_CLOCK only, not in production)',
  status: 200,
  response: TestClockSchema,
  errors: notThisMachine,
});
