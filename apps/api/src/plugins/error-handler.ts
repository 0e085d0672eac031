import { type ApiError, DATABASE_UNAVAILABLE_MESSAGE, INTERNAL_ERROR_MESSAGE } from '@tote/validation/errors';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../errors';

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
};

/** How long a client waits before retrying while the database is away (a restart takes seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

function send(reply: FastifyReply, statusCode: number, error: ApiError['error']) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ error });
}

/** "/items/0/weight" -> "items.0.weight"; the root of the body/query/params is named after it. */
function fieldPath(instancePath: string, context: string | undefined): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : (context ?? 'body');
}

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * One error shape for the whole API: `{ error: { code, message, fields? } }`.
 * 4xx carry a message the person can act on; 5xx carry a generic message and the request id, while the real
 * error goes to the log with that id (like fastify/demo's error handler).
 */
const errorHandlerPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldPath(issue.instancePath, error.validationContext);
        fields[key] ??= issue.message ?? 'is invalid';
      }
      const list = Object.entries(fields)
        .map(([key, message]) => `${key}: ${message}`)
        .join('; ');
      return send(reply, 400, {
        code: 'validation_error',
        message: `Please correct ${plural(Object.keys(fields).length, 'field')} and try again (${list}).`,
        fields,
      });
    }

    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, {
        ...error.details,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }

    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit) say what to fix.
      request.log.info({ err: error }, 'client error');
      if (statusCode === 429 && error.message) {
        return send(reply, 429, { code: 'too_many_requests', message: error.message });
      }
      return send(reply, statusCode, { code: CODES[statusCode] ?? 'bad_request', message: error.message });
    }

    // The database is restarting or unreachable: a 503 the client may retry (writes roll back with the
    // connection, so nothing half-done stays), instead of a 500 that reads as a bug.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, { code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    }

    request.log.error({ err: error }, 'request failed');
    return send(reply, statusCode >= 500 && statusCode < 600 ? statusCode : 500, {
      code: 'internal_error',
      message: INTERNAL_ERROR_MESSAGE,
      requestId: request.id,
    });
  });

  app.setNotFoundHandler(
    {
      // A client probing for URLs gets slowed down (like fastify/demo's rate-limited 404).
      preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }),
    },
    (request, reply) => {
      const [path] = request.url.split('?', 1);
      return send(reply, 404, {
        code: 'not_found',
        message: `No API route matches ${request.method} ${path}`,
      });
    },
  );
};

export default fp(errorHandlerPlugin, { name: 'error-handler', dependencies: ['@fastify/rate-limit'] });
