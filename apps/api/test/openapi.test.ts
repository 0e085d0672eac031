import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

/**
 * The published OpenAPI document (plugins/docs.ts, generated from the route contracts by contract-route.ts) passes
 * Redocly's `recommended` rules, and says for every operation who may call it (ADR 016).
 */

/** Warnings kept on purpose, by rule and operation, each with the reason. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  // Public probes that take no input and need no session: nothing they do can be the client's fault, so they
  // answer 200 or a 5xx only. A made-up 4xx would make the document less true, not more.
  'operation-4xx-response GET /api/v1/health': 'liveness: no input, no session, answers from memory',
  'operation-4xx-response GET /api/v1/health/ready':
    'readiness: no input, no session; 503 when the database is down',
  'operation-4xx-response GET /api/v1/sites': 'the site map: no input, no session',
};

// The origins a deployment names (SITE_MAP); a local server names localhost, which is right for it.
const SITE_MAP = {
  shell: 'https://tote.test',
  sender: 'https://sender.tote.test',
  traveler: 'https://traveler.tote.test',
  admin: 'https://admin.tote.test',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-access'?: string | string[];
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

let t: TestApp;
let source: string;
let document: OpenApiDocument;
let problems: NormalizedProblem[];

beforeAll(async () => {
  t = await buildTestApp({ env: { SITE_MAP: JSON.stringify(SITE_MAP) } });
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  source = response.body;
  document = JSON.parse(source) as OpenApiDocument;
  const config = await createConfig({ extends: ['recommended'] });
  problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
});

afterAll(async () => {
  await t?.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ key: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );

/** The operation ("GET /api/v1/health") a problem points into, if it points into one. */
function operationOf(problem: NormalizedProblem): { key: string; operation: Operation } | undefined {
  const pointer = problem.location[0]?.pointer ?? '';
  const match = /^#\/paths\/([^/]+)\/([a-z]+)/.exec(pointer);
  if (!match?.[1] || !match[2]) return undefined;
  const path = match[1].replaceAll('~1', '/').replaceAll('~0', '~');
  const method = match[2] as (typeof METHODS)[number];
  const operation = document.paths[path]?.[method];
  return operation ? { key: `${method.toUpperCase()} ${path}`, operation } : undefined;
}

const describeProblem = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`;

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules: no error, no warning but the accepted ones", () => {
    const found = problems.filter((problem) => {
      const target = operationOf(problem);
      return !(target && ACCEPTED_WARNINGS[`${problem.ruleId} ${target.key}`] && problem.severity === 'warn');
    });
    expect(found.map(describeProblem)).toEqual([]);
  });

  it('still needs every accepted warning (an answer added later makes one stale)', () => {
    const warned = new Set(
      problems.flatMap((problem) => {
        const target = operationOf(problem);
        return target ? [`${problem.ruleId} ${target.key}`] : [];
      }),
    );
    expect(Object.keys(ACCEPTED_WARNINGS).filter((key) => !warned.has(key))).toEqual([]);
  });

  it('gives every operation an operationId (unique), x-access, a 4xx unless accepted, and security by access', () => {
    const contracts = operations();
    expect(contracts.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    const ids = new Map<string, string>();
    for (const { key, operation } of contracts) {
      const { operationId } = operation;
      if (!operationId) wrong.push(`${key}: no operationId`);
      else if (ids.has(operationId))
        wrong.push(`${key}: operationId ${operationId} also on ${ids.get(operationId)}`);
      else ids.set(operationId, key);
      const access = operation['x-access'];
      if (access === undefined) wrong.push(`${key}: no x-access`);
      const statuses = Object.keys(operation.responses ?? {});
      if (
        !statuses.some((status) => /^4\d\d$/.test(status)) &&
        !ACCEPTED_WARNINGS[`operation-4xx-response ${key}`]
      )
        wrong.push(`${key}: no 4xx answer`);
      const isPublic = access === 'public';
      const security = operation.security;
      if (isPublic && !(Array.isArray(security) && security.length === 0))
        wrong.push(`${key}: public, so security must be []`);
      if (!isPublic && !(Array.isArray(security) && security.some((scheme) => 'session' in scheme)))
        wrong.push(`${key}: ${String(access)} needs the session security scheme`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares every tag an operation uses, each with a description', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    const used = new Set(operations().flatMap(({ operation }) => operation.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    expect([...declared].filter(([, description]) => !description).map(([name]) => name)).toEqual([]);
  });
});
