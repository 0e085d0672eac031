import {
  accountErrors,
  type CodeTicket,
  type ForgotPassword,
  type ResetPassword,
  type ResetTicket,
  type VerifyResetCode,
} from '@tote/validation/accounts';
import { raise } from '../../errors';
import { endStreamsOfSessions } from '../events/publish';
import type { AccountsDeps, ClientInfo } from './accounts.deps';
import { passwordChangedMail, sendNotice } from './accounts.mail';
import { RESET_TOKEN_TTL_MS } from './accounts.policy';
import * as repo from './accounts.repo';
import { createEmailCodes } from './email-codes';
import { hashPassword } from './passwords';
import { accountThrottleKey, createThrottles } from './throttles';
import { hashToken, randomToken } from './tokens';
import { activeUserByEmail } from './users';

/**
 * Forgot password (docs/product/accounts.md, Password reset): a reset code by mail, traded for a single-use
 * reset token, traded for the new password. (Changing a known password is account-settings.ts.)
 */
export function createPasswordReset(deps: AccountsDeps) {
  const { db, clock, log } = deps;
  const { limitRequest } = createThrottles(deps);
  const codes = createEmailCodes(deps);

  return {
    async forgotPassword(input: ForgotPassword, client: ClientInfo): Promise<CodeTicket> {
      await limitRequest('forgotPassword', client, input.email);
      const user = await repo.findUserByEmail(db, input.email);
      // Forgot password: an address without an account is "Wrong email" (docs/product/messages.md).
      if (!user)
        throw raise(accountErrors.wrongEmail, { fields: { email: accountErrors.wrongEmail.message } });
      if (user.deactivatedAt) throw raise(accountErrors.accountDeactivated);
      return codes.issueCode(user, 'reset_password', true);
    },

    async verifyResetCode(input: VerifyResetCode, client: ClientInfo): Promise<ResetTicket> {
      await limitRequest('verifyResetCode', client, input.email);
      const user = await activeUserByEmail(db, input.email);
      await codes.checkCode(user, 'reset_password', input.code);
      const now = clock.now();
      const resetToken = randomToken();
      const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
      await repo.replaceResetToken(db, {
        userId: user.id,
        tokenHash: hashToken(resetToken),
        createdAt: now,
        expiresAt,
      });
      return { resetToken, expiresAt: expiresAt.toISOString() };
    },

    /** Sets the new password, ends every session of the account and tells the owner by mail. */
    async resetPassword(input: ResetPassword, client: ClientInfo): Promise<void> {
      await limitRequest('resetPassword', client);
      const expired = () =>
        raise(accountErrors.resetExpired, { fields: { resetToken: accountErrors.resetExpired.message } });
      const token = await repo.takeResetToken(db, hashToken(input.resetToken));
      if (!token || clock.now() >= token.expiresAt) throw expired();
      const user = await repo.findUserById(db, token.userId);
      if (!user) throw expired();
      if (user.deactivatedAt) throw raise(accountErrors.accountDeactivated);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, {
          passwordHash,
          passwordChangedAt: now,
          // The reset code reached the mailbox, which proves the address.
          emailVerifiedAt: user.emailVerifiedAt ?? now,
          updatedAt: now,
        });
        await repo.clearThrottle(tx, accountThrottleKey(user.email));
        const endedIds = await repo.deleteSessionsOfUser(tx, user.id);
        await endStreamsOfSessions(tx, endedIds);
        return endedIds.length;
      });
      log.info({ userId: user.id, endedSessions: ended }, 'password reset');
      await sendNotice(deps, passwordChangedMail(user), { userId: user.id });
    },
  };
}

export type PasswordResetFlow = ReturnType<typeof createPasswordReset>;
