import { createHash } from 'node:crypto';
import { accountErrors, type PublicUser, type TravelerStatus } from '@tote/validation/accounts';
import { avatarHref } from '@tote/validation/profiles';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { raise } from '../../errors';
import * as repo from './accounts.repo';

/** The signed-in person as routes see them: the row without the password hash. */
export type SessionUser = Omit<UserRow, 'passwordHash'>;

export function withoutPasswordHash(user: UserRow): SessionUser {
  const { passwordHash: _omitted, ...rest } = user;
  return rest;
}

/** A profile photo's version: from its random file name (not the name itself), so a new photo is a new URL. */
export function avatarVersion(avatarPath: string): string {
  return createHash('sha256').update(avatarPath).digest('base64url').slice(0, 16);
}

/** The uploaded photo's address (served by modules/profiles); else an external picture URL, if one was set. */
export function avatarUrlOf(user: Pick<UserRow, 'id' | 'avatarPath' | 'avatarUrl'>): string | null {
  return user.avatarPath ? avatarHref(user.id, avatarVersion(user.avatarPath)) : user.avatarUrl;
}

export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    country: user.country,
    state: user.state,
    avatarUrl: avatarUrlOf(user),
    roles: { sender: user.isSender, traveler: user.isTraveler, staff: user.isStaff },
    travelerStatus: user.travelerStatus,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** 400 email_not_registered, on the email field. */
export const emailNotRegistered = () =>
  raise(accountErrors.emailNotRegistered, { fields: { email: accountErrors.emailNotRegistered.message } });

/** The account of `email`: 400 email_not_registered when there is none, 403 when it is deactivated. */
export async function activeUserByEmail(db: Database, email: string): Promise<UserRow> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) throw emailNotRegistered();
  if (user.deactivatedAt) throw raise(accountErrors.accountDeactivated);
  return user;
}

/** One account by id, for the modules that act on accounts (admin, travelers). */
export function findAccount(db: Database, userId: string): Promise<UserRow | undefined> {
  return repo.findUserById(db, userId);
}

/**
 * Moves the account's traveler status from `from` to `to` (modules/travelers: a request, a staff decision).
 * Undefined when the status was no longer `from` (someone else changed it meanwhile).
 */
export function moveTravelerStatus(
  db: Database,
  userId: string,
  from: TravelerStatus,
  to: TravelerStatus,
  now: Date,
): Promise<UserRow | undefined> {
  return repo.updateTravelerStatus(db, userId, from, to, now);
}
