import { commonErrors, defineRoute } from '../contract';
import { HealthSchema } from '../health';

// Liveness and readiness (ADR 012): public, and they take no input.
const tags = ['platform'] as const;

export const getHealth = defineRoute({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  access: 'public',
  tags,
  summary: 'Liveness: server, database engine and the migrations applied at start (no database query)',
  status: 200,
  response: HealthSchema,
  errors: [],
});

export const getReadiness = defineRoute({
  operationId: 'getReadiness',
  method: 'GET',
  path: '/health/ready',
  access: 'public',
  tags,
  summary: 'Readiness: the database answers now (503 when it does not), with its applied migrations',
  status: 200,
  response: HealthSchema,
  errors: [commonErrors.databaseUnavailable],
});
