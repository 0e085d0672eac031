import { sql } from 'drizzle-orm';
import { login } from '../../../test/accounts';
import type { TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { hashPassword } from '../accounts/passwords';

// Test-only helpers shared by the profiles tests.

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----tote${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Staff accounts are never made through the API (ADR 002): a row, then a real sign-in. */
export async function createStaff(t: TestApp): Promise<{ token: string; userId: string }> {
  const email = `staff-${Math.random().toString(36).slice(2)}@tote.test`;
  const now = new Date().toISOString();
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into users
      (email, full_name, country, password_hash, email_verified_at, is_staff, created_at, updated_at)
      values (${email}, 'Staff Person', 'UK', ${await hashPassword('staff-pass-123')}, ${now}, true, ${now}, ${now})
      returning id`,
  );
  const userId = row?.id as string;
  return { token: await login(t, email, 'staff-pass-123'), userId };
}

// A real 1x1 PNG and a real 1x1 GIF.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
