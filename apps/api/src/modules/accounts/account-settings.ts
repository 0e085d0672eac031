import { accountErrors, type ChooseRole } from '@tote/validation/accounts';
import { commonErrors } from '@tote/validation/contract';
import { type ChangePassword, type DeactivateAccount, profileMessages } from '@tote/validation/profiles';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { raise } from '../../errors';
import { endStreamsOfSessions } from '../events/publish';
import type { AccountsDeps, ClientInfo } from './accounts.deps';
import { passwordChangedMail, sendNotice } from './accounts.mail';
import * as repo from './accounts.repo';
import { hashPassword, verifyPassword } from './passwords';
import { createThrottles, signInThrottleKeys } from './throttles';
import { type SessionUser, withoutPasswordHash } from './users';

/**
 * Ends the account: it can no longer sign in and every session of it ends, on one transaction; its records
 * stay for staff. An account deactivated before keeps its first date. Returns how many sessions ended.
 * Account settings (the person) and modules/admin (staff) both call it.
 */
export function deactivateAccount(
  db: Database,
  account: Pick<UserRow, 'id' | 'deactivatedAt'>,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await repo.updateUser(tx, account.id, { deactivatedAt: account.deactivatedAt ?? now, updatedAt: now });
    const endedIds = await repo.deleteSessionsOfUser(tx, account.id);
    await endStreamsOfSessions(tx, endedIds);
    return endedIds.length;
  });
}

/** Staff (modules/admin): the account may sign in again. */
export async function reactivateAccount(db: Database, userId: string, now: Date): Promise<void> {
  await repo.updateUser(db, userId, { deactivatedAt: null, updatedAt: now });
}

/**
 * The signed-in person's own settings: password, deactivation, roles (docs/product/accounts.md, Onboarding;
 * sender.md, /account-settings).
 */
export function createAccountSettings(deps: AccountsDeps) {
  const { db, clock, log } = deps;
  const { countSignInAttempt } = createThrottles(deps);

  /** The signed-in person's row if `password` is theirs; a wrong one counts as a failed sign-in. */
  async function checkCurrentPassword(
    user: SessionUser,
    password: string,
    field: string,
    client: ClientInfo,
  ): Promise<UserRow> {
    const attempt = await countSignInAttempt(signInThrottleKeys(user.email, client.ip));
    const row = await repo.findUserById(db, user.id);
    if (!row) throw raise(commonErrors.notFound);
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw raise(accountErrors.wrongPassword, {
        message: profileMessages.currentPasswordWrong,
        fields: { [field]: profileMessages.currentPasswordWrong },
      });
    }
    await attempt.passwordWasRight();
    return row;
  }

  return {
    /**
     * A new password for a signed-in person who knows the current one. Every other session ends (a thief
     * signed in elsewhere is thrown out), this one stays. Wrong current passwords count towards the sign-in
     * limit, so this form cannot be used to guess faster than the login form.
     */
    async changePassword(
      user: SessionUser,
      currentSessionId: string,
      input: ChangePassword,
      client: ClientInfo,
    ): Promise<void> {
      const row = await checkCurrentPassword(user, input.currentPassword, 'currentPassword', client);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
        const endedIds = await repo.deleteSessionsOfUser(tx, user.id, { except: currentSessionId });
        await endStreamsOfSessions(tx, endedIds);
        return endedIds.length;
      });
      log.info({ userId: user.id, endedSessions: ended }, 'password changed');
      await sendNotice(deps, passwordChangedMail(row, { thisDeviceStays: true }), { userId: user.id });
    },

    /** The person can no longer sign in; their records stay for staff. Ends every session. */
    async deactivate(user: SessionUser, input: DeactivateAccount, client: ClientInfo): Promise<void> {
      await checkCurrentPassword(user, input.password, 'password', client);
      const ended = await deactivateAccount(db, user, clock.now());
      log.info({ userId: user.id, endedSessions: ended }, 'account deactivated');
    },

    /**
     * The role choice (docs/product/accounts.md, /user-o). One account can hold both roles; choosing again
     * changes nothing.
     */
    async chooseRole(user: SessionUser, input: ChooseRole): Promise<SessionUser> {
      const now = clock.now();
      const updated = await repo.updateUser(
        db,
        user.id,
        input.role === 'sender' ? { isSender: true, updatedAt: now } : { isTraveler: true, updatedAt: now },
      );
      if (!updated) throw raise(commonErrors.notFound);
      return withoutPasswordHash(updated);
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
