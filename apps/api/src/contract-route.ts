import { type ErrorDef, errorsOf, type RouteContract } from '@tote/validation/contract';
import { ApiErrorSchema } from '@tote/validation/errors';
import { z } from 'zod';

/** The name of the session cookie's security scheme in the OpenAPI document (plugins/docs.ts declares it). */
export const SESSION_SECURITY = 'session';

const noBody = z.null().describe('No content');

/**
 * The envelope of one status: ApiErrorSchema, plus the extra members some of its codes carry (optional, since
 * the status's other codes do not); without them the serializer would strip those members from the answer.
 */
function envelopeOf(errors: readonly ErrorDef[]) {
  const members = errors.flatMap((error) => Object.entries(error.details ?? {}));
  if (members.length === 0) return ApiErrorSchema;
  const optional = Object.fromEntries(members.map(([name, schema]) => [name, schema.optional()]));
  return z.object({ error: ApiErrorSchema.shape.error.extend(optional) });
}

/** One response entry per error status, describing the codes that status carries. */
function errorResponses(errors: readonly ErrorDef[]) {
  const byStatus = new Map<number, ErrorDef[]>();
  for (const error of errors) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      envelopeOf(list).describe(`error.code: ${list.map((error) => error.code).join(', ')}`),
    ]),
  );
}

type Defined<T> = Exclude<T, undefined>;

interface MediaTypes {
  description?: string;
  content: Record<string, { schema: Record<string, unknown> }>;
}

/** The media types a success schema names for itself (`fileResponse`, an event stream), when not JSON. */
function mediaTypesOf(schema: z.ZodType): MediaTypes | undefined {
  const meta = schema.meta() as Partial<MediaTypes> | undefined;
  return meta?.content ? { description: meta.description, content: meta.content } : undefined;
}

/**
 * The success answer as Fastify and the document take it: a JSON schema, or for a body sent as it is (a file,
 * an event stream) the response object with its own media types. Fastify never serializes such a body (a
 * Buffer or a stream), so each media type's schema only describes it.
 */
function successResponse(schema: z.ZodType | null) {
  if (schema === null) return noBody;
  const media = mediaTypesOf(schema);
  if (!media) return schema;
  return {
    description: media.description ?? 'Success',
    content: Object.fromEntries(
      Object.entries(media.content).map(([type, { schema: json }]) => [type, { schema: z.any().meta(json) }]),
    ),
  };
}

/**
 * The Fastify route options of a contract (packages/validation/src/contract.ts): method, URL, access, and
 * the schema that validates the request, serializes the answer and becomes the OpenAPI operation. Spread it
 * into `app.route({ ...routeOf(contract), handler })`; the handler's request and reply are typed from it.
 */
export function routeOf<const C extends RouteContract>(contract: C) {
  const isPublic = contract.access === 'public';
  const schema = {
    operationId: contract.operationId,
    tags: [...contract.tags],
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(contract.consumes ? { consumes: [...contract.consumes] } : {}),
    // Public routes need no session; every other one needs the session cookie (the document shows which).
    security: isPublic ? [] : [{ [SESSION_SECURITY]: [] }],
    'x-access': contract.access,
    params: contract.params as C['params'],
    querystring: contract.query as C['query'],
    body: contract.body as C['body'],
    headers: contract.headers as C['headers'],
    response: {
      ...errorResponses(errorsOf(contract)),
      [contract.status]: successResponse(contract.response),
    } as Record<C['status'], C['response'] extends z.ZodType ? C['response'] : typeof noBody> &
      Record<number, z.ZodType>,
  };
  for (const key of ['params', 'querystring', 'body', 'headers'] as const) {
    if (schema[key] === undefined) delete schema[key];
  }
  return {
    method: contract.method,
    url: contract.path,
    config: { access: contract.access },
    schema: schema as typeof schema & {
      params: Defined<C['params']>;
      querystring: Defined<C['query']>;
      body: Defined<C['body']>;
      headers: Defined<C['headers']>;
    },
  };
}
