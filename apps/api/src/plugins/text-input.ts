import { NUL_CHARACTER_MESSAGE } from '@tote/validation/errors';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import { isApiRequest } from './session';

/** The path ("items.0.name") of the first string in `value` that holds U+0000, or null. */
export function findNulCharacter(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, at] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return at;
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, member] of Object.entries(current)) stack.push([member, at ? `${at}.${key}` : key]);
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any field would reach the database and fail there as a 500 (found
 * by test/fuzz.test.ts). Refused here, for the params, query and JSON body of every API route, before the schema
 * runs (ASVS 5.1.4, structured data is validated against allowed characters). Multipart text fields are read
 * later by their handlers; the shared schemas in packages/validation refuse the NUL there.
 */
const textInputPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    if (!isApiRequest(request)) return; // the apps' pages take what their own code accepts
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = findNulCharacter(value, '');
      if (at !== null) {
        const field = at || part;
        throw new HttpError(400, 'validation_error', `Please correct 1 field and try again (${field}).`, {
          [field]: NUL_CHARACTER_MESSAGE,
        });
      }
    }
  });
};

export default fp(textInputPlugin, { name: 'text-input' });
