import { commonErrors } from '@tote/validation/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { raise } from '../../errors';
import { readUploadForm, type UploadForm, type UploadFormSpec } from './uploads';

// What every route that takes or serves a file does the same way: read the multipart form and always delete its
// temporary files, name the fields a schema refused, and answer a private file.

/** Reads the multipart form (`readUploadForm`), hands it to `use`, then deletes its temporary files whatever happened. */
export async function withUploadForm<R>(
  request: FastifyRequest,
  spec: UploadFormSpec,
  use: (form: UploadForm) => Promise<R>,
): Promise<R> {
  const form = await readUploadForm(request, spec);
  try {
    return await use(form);
  } finally {
    await form.dispose();
  }
}

/** A 400 naming each field with its message: "Please correct 2 fields and try again." */
export function invalidFields(fields: Record<string, string>) {
  const count = Object.keys(fields).length;
  return raise(commonErrors.validation, {
    message: `Please correct ${count} field${count === 1 ? '' : 's'} and try again.`,
    fields,
  });
}

/**
 * A form's text values as `schema` reads them; otherwise a 400 naming each field it refused (its first message),
 * together with `missing`: fields the schema does not see, such as a required file (undefined entries are none).
 */
export function parseFormValues<S extends z.ZodType>(
  schema: S,
  values: unknown,
  missing: Record<string, string | undefined> = {},
): z.output<S> {
  const parsed = schema.safeParse(values);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
  }
  for (const [name, message] of Object.entries(missing)) {
    if (message !== undefined) fields[name] ??= message;
  }
  if (!parsed.success || Object.keys(fields).length > 0) throw invalidFields(fields);
  return parsed.data;
}

/**
 * A private file as the answer: its own type, never sniffed, and by default kept by no cache, browser or shared
 * (a photo of someone's parcel, a chat image, an ID).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { type: string; content: Buffer | Uint8Array },
  cacheControl = 'no-store',
) {
  return reply
    .header('content-type', file.type)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(file.content);
}
