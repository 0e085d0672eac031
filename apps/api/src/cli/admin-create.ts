import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { normalizeEmail, PasswordSchema, SignUpSchema } from '@tote/validation/accounts';
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { EnvError, loadEnv, readAdminPassword } from '../env';
import {
  deleteSessionsOfUser,
  findUserByEmail,
  insertUser,
  updateUser,
} from '../modules/accounts/accounts.repo';
import { hashPassword } from '../modules/accounts/passwords';

// Staff accounts are never created through the API: only here, by someone with access to the server.
//
//   pnpm --filter @tote/api admin:create --email ops@example.com --name "Full Name"
//
// Works on the configured database (DATABASE_URL, else PGlite in DATA_DIR). The password comes from
// TOTE_ADMIN_PASSWORD, else a prompt (not echoed), else (no terminal) a generated one printed once.
// An existing account is upgraded to staff with a confirmed email; its password changes only when one is given
// through TOTE_ADMIN_PASSWORD (and then its sessions end).

const USAGE =
  'Usage: pnpm --filter @tote/api admin:create --email <address> --name "<Full Name>" [--country <country>]';

const ArgsSchema = z.object({
  email: SignUpSchema.shape.email,
  name: z.string().trim().min(1, 'needs --name "Full Name"').max(100),
  country: z.string().trim().min(1).max(60).default('Not given'),
});

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** 24 random characters with letters and digits, so it passes PasswordSchema. */
function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (PasswordSchema.safeParse(candidate).success) return candidate;
  }
}

function checkPassword(password: string): string {
  const result = PasswordSchema.safeParse(password);
  if (!result.success) throw new Error(`Password rejected: ${result.error.issues[0]?.message}`);
  return password;
}

async function choosePassword(): Promise<{ password: string; generated: boolean } | null> {
  const fromEnv = readAdminPassword();
  if (fromEnv) return { password: checkPassword(fromEnv), generated: false };
  if (process.stdin.isTTY) {
    const first = await promptHidden('Password for the new staff account: ');
    const second = await promptHidden('Again: ');
    if (first !== second) throw new Error("Passwords don't match.");
    return { password: checkPassword(first), generated: false };
  }
  return null;
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, country: { type: 'string' } },
  });
  const args = ArgsSchema.safeParse(values);
  if (!args.success) {
    throw new Error(`${z.prettifyError(args.error)}\n${USAGE}`);
  }
  const env = loadEnv();
  const connection = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
  try {
    await migrateDatabase(connection);
    const { db } = connection;
    const email = normalizeEmail(args.data.email);
    const now = new Date();
    const existing = await findUserByEmail(db, email);

    if (existing) {
      const given = readAdminPassword();
      await updateUser(db, existing.id, {
        isStaff: true,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        deactivatedAt: null,
        ...(given ? { passwordHash: await hashPassword(checkPassword(given)), passwordChangedAt: now } : {}),
        updatedAt: now,
      });
      if (given) await deleteSessionsOfUser(db, existing.id);
      process.stdout.write(
        `${email} is now a staff account${given ? ' with the password from TOTE_ADMIN_PASSWORD' : ' (password unchanged)'}.\n`,
      );
      return;
    }

    const chosen = (await choosePassword()) ?? { password: generatePassword(), generated: true };
    await insertUser(db, {
      email,
      fullName: args.data.name,
      country: args.data.country,
      passwordHash: await hashPassword(chosen.password),
      emailVerifiedAt: now,
      isStaff: true,
      createdAt: now,
      updatedAt: now,
    });
    process.stdout.write(`Created the staff account ${email}.\n`);
    if (chosen.generated) {
      process.stdout.write(`Its password (shown once, store it now): ${chosen.password}\n`);
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
