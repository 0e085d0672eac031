import { accountErrors, type Login } from '@tote/validation/accounts';
import type {
  ConfirmEnrolment,
  RecoverSecondFactor,
  StartEnrolment,
  VerifySecondFactor,
} from '@tote/validation/two-factor';
import { raise } from '../../errors';
import type { AccountsDeps, ClientInfo } from './accounts.deps';
import * as repo from './accounts.repo';
import { createEmailCodes } from './email-codes';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { endSession, type StartedSession, startSession } from './sessions';
import { createThrottles, signInThrottleKeys } from './throttles';
import { createTwoFactor } from './two-factor';
import { emailNotRegistered } from './users';

/**
 * Sign-in with email and password (docs/product/accounts.md, Signing in), and the staff's second factor that
 * follows it (docs/decisions/006-staff-second-factor.md): for staff the right password only buys a ticket,
 * and the ticket plus a code buys the session.
 */
export function createSignIn(deps: AccountsDeps) {
  const { db, clock, log, config } = deps;
  const { limitRequest, countSignInAttempt } = createThrottles(deps);
  const codes = createEmailCodes(deps);
  const twoFactor = createTwoFactor({ db, clock, log, codeSecret: config.codeSecret });

  return {
    async login(input: Login, client: ClientInfo): Promise<StartedSession> {
      await limitRequest('login', client);
      const keys = signInThrottleKeys(input.email, client.ip);
      const attempt = await countSignInAttempt(keys);
      const user = await repo.findUserByEmail(db, input.email);
      if (!user) {
        await verifyDummyPassword(input.password);
        throw emailNotRegistered();
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw raise(accountErrors.wrongPassword, {
          fields: { password: accountErrors.wrongPassword.message },
        });
      }
      await attempt.passwordWasRight();
      // Only after the right password: these answers must not help someone who does not know it.
      if (user.deactivatedAt) throw raise(accountErrors.accountDeactivated);
      if (!user.emailVerifiedAt) {
        const ticket = await codes.issueCode(user, 'verify_email', true);
        throw raise(accountErrors.emailNotVerified, { details: { ticket } });
      }
      await repo.clearThrottle(db, keys.account);
      // Staff: the password only buys a ticket for the second factor (two-factor.ts).
      if (user.isStaff) throw await twoFactor.challenge(user);
      return startSession(db, clock, user, input.keepLoggedIn, client);
    },

    endSession: (sessionId: string) => endSession(db, sessionId),

    // Staff second factor: each trades a login ticket and a code for the session (two-factor.ts).
    startEnrolment: (input: StartEnrolment) => twoFactor.startEnrolment(input),

    async confirmEnrolment(
      input: ConfirmEnrolment,
      client: ClientInfo,
    ): Promise<StartedSession & { recoveryCodes: string[] }> {
      const { user, recoveryCodes } = await twoFactor.confirmEnrolment(input);
      return { ...(await startSession(db, clock, user, false, client)), recoveryCodes };
    },

    async verifySecondFactor(input: VerifySecondFactor, client: ClientInfo): Promise<StartedSession> {
      return startSession(db, clock, await twoFactor.verify(input), false, client);
    },

    async recoverSecondFactor(input: RecoverSecondFactor, client: ClientInfo): Promise<StartedSession> {
      return startSession(db, clock, await twoFactor.recover(input), false, client);
    },
  };
}

export type SignInFlow = ReturnType<typeof createSignIn>;
