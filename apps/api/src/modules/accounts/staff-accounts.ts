import { parseArgs } from 'node:util';
import { normalizeEmail, PasswordSchema, SignUpSchema } from '@tote/validation/accounts';
import { CountryCodeSchema, UNKNOWN_COUNTRY } from '@tote/validation/countries';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { endStreamsOfSessions } from '../events/publish';
import { deleteSessionsOfUser, findUserByEmail, insertUser, updateUser } from './accounts.repo';
import { hashPassword } from './passwords';

// The rules of `pnpm --filter @tote/api admin:create` (cli/admin-create.ts is only its terminal side), kept apart
// so tests run them on a real database (admin-create.test.ts).

export const USAGE =
  'Usage: pnpm --filter @tote/api admin:create --email <address> --name "<Full Name>" [--country <ISO 3166-1 code, e.g. NG>] [--promote-existing]';

/** Something the operator must fix; the CLI prints the message and exits 1. */
export class AdminCreateError extends Error {
  override name = 'AdminCreateError';
}

const ArgsSchema = z.object({
  email: SignUpSchema.shape.email,
  name: z.string().trim().min(1, 'needs --name "Full Name"').max(100),
  // A staff account needs no country: without --country it gets UNKNOWN_COUNTRY ("Unknown Region", ADR 008).
  country: CountryCodeSchema.optional().transform((code) => code ?? UNKNOWN_COUNTRY),
  promoteExisting: z.boolean().default(false),
});
export type AdminCreateArgs = z.infer<typeof ArgsSchema>;

export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      country: { type: 'string' },
      'promote-existing': { type: 'boolean' },
    },
  });
  const parsed = ArgsSchema.safeParse({
    email: values.email,
    name: values.name,
    country: values.country,
    promoteExisting: values['promote-existing'],
  });
  if (!parsed.success) throw new AdminCreateError(`${z.prettifyError(parsed.error)}\n${USAGE}`);
  return parsed.data;
}

export function checkPassword(password: string): string {
  const result = PasswordSchema.safeParse(password);
  if (!result.success) throw new AdminCreateError(`Password rejected: ${result.error.issues[0]?.message}`);
  return password;
}

export type StaffAccountResult =
  | { outcome: 'created'; user: UserRow }
  | { outcome: 'promoted'; user: UserRow; endedSessions: number };

/**
 * Creates the staff account, or (only with `promoteExisting`) promotes an existing one (an operator's typo must not hand staff rights to someone else's account).
 * Promoting an address someone registered would hand staff rights to whoever controls that account, so it needs
 * the flag AND a verified email (the address is proven to belong to its owner); the account always gets the new
 * password and every session of it ends, so nobody signed in before the promotion stays signed in as staff.
 */
export async function createStaffAccount(
  db: Database,
  args: AdminCreateArgs,
  password: string,
  now: Date,
): Promise<StaffAccountResult> {
  const email = normalizeEmail(args.email);
  const passwordHash = await hashPassword(checkPassword(password));
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      const user = await insertUser(tx, {
        email,
        fullName: args.name,
        country: args.country,
        passwordHash,
        emailVerifiedAt: now,
        isStaff: true,
        createdAt: now,
        updatedAt: now,
      });
      if (!user) throw new AdminCreateError(`${email} was registered meanwhile; run the command again.`);
      return { outcome: 'created', user };
    }

    const created = existing.createdAt.toISOString();
    if (!args.promoteExisting) {
      throw new AdminCreateError(
        `${email} already has an account (created ${created}). Nothing was changed.\n` +
          'To make that account staff, check that it belongs to the person, then run again with --promote-existing.',
      );
    }
    if (!existing.emailVerifiedAt) {
      throw new AdminCreateError(
        `${email} has an account (created ${created}) whose email is not verified, so it cannot be promoted: ` +
          'nobody has proven the address is theirs. Nothing was changed.',
      );
    }
    if (existing.deactivatedAt) {
      throw new AdminCreateError(
        `${email} has a deactivated account (created ${created}); it is not promoted. Nothing was changed.`,
      );
    }
    const user = await updateUser(tx, existing.id, {
      isStaff: true,
      passwordHash,
      passwordChangedAt: now,
      updatedAt: now,
    });
    if (!user) throw new AdminCreateError(`${email} disappeared meanwhile; nothing was changed.`);
    const endedIds = await deleteSessionsOfUser(tx, existing.id);
    await endStreamsOfSessions(tx, endedIds);
    const endedSessions = endedIds.length;
    return { outcome: 'promoted', user, endedSessions };
  });
}

/** The lines the CLI prints about the result (the account's creation date included, so the operator sees whose account it was). */
export function describeResult(result: StaffAccountResult): string {
  const { email, createdAt } = result.user;
  if (result.outcome === 'created') {
    return `Created the staff account ${email} (created ${createdAt.toISOString()}).\n`;
  }
  return (
    `${email} (account created ${createdAt.toISOString()}) is now a staff account with the new password; ` +
    `${result.endedSessions} session${result.endedSessions === 1 ? '' : 's'} ended.\n`
  );
}
