import { uniqueEmail } from '@tote/fixtures/factories/accounts';
import type { TravelerStatus } from '@tote/validation/accounts';
import type { Database } from '../src/db/client';
import { sessions } from '../src/db/schema/sessions';
import { users } from '../src/db/schema/users';
import { SESSION_LIFETIMES } from '../src/modules/accounts/accounts.policy';
import { hashPassword } from '../src/modules/accounts/passwords';
import { hashToken, randomToken } from '../src/modules/accounts/tokens';
import type { Clock } from '../src/plugins/clock';

// People and sessions written straight to the database, for tests about who may do what (test/access-matrix,
// test/fuzz): no sign-up mail, no login (so no throttle, no second factor), one argon2 hash per process.

export type PersonKind = 'sender' | 'traveler' | 'verifiedTraveler' | 'staff';

export interface Person {
  kind: PersonKind;
  userId: string;
  email: string;
  /** The plain password (the same for every person made here). */
  password: string;
}

export const PERSON_PASSWORD = 'parcel-carrier-42';
let passwordHash: Promise<string> | undefined;

const ROWS: Record<PersonKind, Partial<typeof users.$inferInsert>> = {
  sender: { isSender: true },
  traveler: { isTraveler: true },
  verifiedTraveler: { isTraveler: true, travelerStatus: 'verified' satisfies TravelerStatus },
  staff: { isStaff: true },
};

/** A person with a verified email and the role(s) `kind` names. */
export async function createPerson(
  db: Database,
  clock: Clock,
  kind: PersonKind,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<Person> {
  passwordHash ??= hashPassword(PERSON_PASSWORD);
  const now = clock.now();
  const email = uniqueEmail(kind.toLowerCase());
  const [row] = await db
    .insert(users)
    .values({
      email,
      fullName: `Test ${kind}`,
      country: 'RW',
      passwordHash: await passwordHash,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
      ...ROWS[kind],
      ...overrides,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return { kind, userId: row.id, email, password: PERSON_PASSWORD };
}

/** A new browser session of the person; returns the cookie token (test/accounts.ts: withSession). */
export async function openSession(db: Database, clock: Clock, userId: string): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    persistent: false,
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: new Date(now.getTime() + SESSION_LIFETIMES.browser.absoluteMs),
    userAgent: 'tote-tests',
    ip: '127.0.0.1',
  });
  return token;
}
