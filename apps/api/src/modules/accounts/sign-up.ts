import {
  accountErrors,
  type CodeTicket,
  type ResendCode,
  type SignUp,
  type VerifyEmail,
} from '@tote/validation/accounts';
import { commonErrors } from '@tote/validation/contract';
import { raise } from '../../errors';
import type { AccountsDeps, ClientInfo } from './accounts.deps';
import * as repo from './accounts.repo';
import { createEmailCodes } from './email-codes';
import { hashPassword } from './passwords';
import { type StartedSession, startSession } from './sessions';
import { createThrottles } from './throttles';
import { activeUserByEmail } from './users';

/**
 * docs/product/accounts.md, Signing up: create the account, confirm the address with the mailed code, mail a
 * new code.
 */
export function createSignUp(deps: AccountsDeps) {
  const { db, clock } = deps;
  const { limitRequest } = createThrottles(deps);
  const codes = createEmailCodes(deps);

  return {
    /** /sign-up and /signup-t: creates the account (email unverified) and mails a verify_email code. */
    async signUp(input: SignUp, client: ClientInfo): Promise<CodeTicket> {
      await limitRequest('signUp', client, input.email);
      const taken = () =>
        raise(accountErrors.emailTaken, { fields: { email: accountErrors.emailTaken.message } });
      if (await repo.findUserByEmail(db, input.email)) throw taken();
      const now = clock.now();
      // Only the fields named here reach the row: roles, staff and traveler status are never taken from a body.
      const user = await repo.insertUser(db, {
        email: input.email,
        fullName: input.fullName,
        country: input.country,
        passwordHash: await hashPassword(input.password),
        // The employer form makes a sender; the traveler form leaves the role to the role choice (/user-o).
        isSender: input.kind === 'sender',
        createdAt: now,
        updatedAt: now,
      });
      if (!user) throw taken();
      return codes.issueCode(user, 'verify_email', false);
    },

    async resendCode(input: ResendCode, client: ClientInfo): Promise<CodeTicket> {
      await limitRequest('resendCode', client, input.email);
      const user = await activeUserByEmail(db, input.email);
      if (input.purpose === 'verify_email' && user.emailVerifiedAt)
        throw raise(accountErrors.emailAlreadyVerified);
      return codes.issueCode(user, input.purpose, false);
    },

    /** Confirms the address and signs the person in (/pass-t: the code screen leads on into the app). */
    async verifyEmail(input: VerifyEmail, client: ClientInfo): Promise<StartedSession> {
      await limitRequest('verifyEmail', client, input.email);
      const user = await activeUserByEmail(db, input.email);
      if (user.emailVerifiedAt) throw raise(accountErrors.emailAlreadyVerified);
      await codes.checkCode(user, 'verify_email', input.code);
      const now = clock.now();
      const verified = await repo.updateUser(db, user.id, { emailVerifiedAt: now, updatedAt: now });
      if (!verified) throw raise(commonErrors.notFound);
      return startSession(db, clock, verified, false, client);
    },
  };
}

export type SignUpFlow = ReturnType<typeof createSignUp>;
