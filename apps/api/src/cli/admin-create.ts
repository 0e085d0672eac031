import { randomBytes } from 'node:crypto';
import { PasswordSchema } from '@tote/validation/accounts';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { EnvError, loadEnv, readAdminPassword } from '../env';
import {
  AdminCreateError,
  checkPassword,
  createStaffAccount,
  describeResult,
  parseAdminCreateArgs,
} from '../modules/accounts/staff-accounts';

// Staff accounts are never created through the API: only here, by someone with access to the server.
//
//   pnpm --filter @tote/api admin:create --email ops@example.com --name "Full Name"
//
// Works on the configured database (DATABASE_URL, else PGlite in DATA_DIR). The password comes from
// TOTE_ADMIN_PASSWORD, else a prompt (not echoed), else (no terminal) a generated one printed once.
// An address that already has an account is refused, unless --promote-existing is given and its email is
// verified; a promoted account always gets the new password and every session of it ends (modules/accounts/staff-accounts.ts).
// On the first sign-in the staff member sets up an authenticator app (two-factor.ts).

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

async function choosePassword(): Promise<{ password: string; generated: boolean } | null> {
  const fromEnv = readAdminPassword();
  if (fromEnv) return { password: checkPassword(fromEnv), generated: false };
  if (process.stdin.isTTY) {
    const first = await promptHidden('Password for the staff account: ');
    const second = await promptHidden('Again: ');
    if (first !== second) throw new Error("Passwords don't match.");
    return { password: checkPassword(first), generated: false };
  }
  return null;
}

async function main() {
  const args = parseAdminCreateArgs(process.argv.slice(2));
  const env = loadEnv();
  const connection = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
  try {
    await migrateDatabase(connection);
    const chosen = (await choosePassword()) ?? { password: generatePassword(), generated: true };
    const result = await createStaffAccount(connection.db, args, chosen.password, new Date());
    process.stdout.write(describeResult(result));
    if (chosen.generated) {
      process.stdout.write(`Its password (shown once, store it now): ${chosen.password}\n`);
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof AdminCreateError || error instanceof Error
      ? error.message
      : error,
  );
  process.exit(1);
});
