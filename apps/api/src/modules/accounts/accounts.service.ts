import { createHash } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  accountErrorMessages,
  type ChooseRole,
  type CodePurpose,
  type CodeTicket,
  codeCooldownMessage,
  codesLockedMessage,
  type ForgotPassword,
  type Login,
  messages,
  type PublicUser,
  type ResendCode,
  type ResetPassword,
  type ResetTicket,
  type SetTravelerStatus,
  type SignUp,
  type TravelerVerification,
  tooManyRequestsMessage,
  tooManySignInsMessage,
  type VerifyEmail,
  type VerifyResetCode,
} from '@tote/validation/accounts';
import { adminMessages } from '@tote/validation/admin';
import {
  avatarHref,
  type ChangePassword,
  type DeactivateAccount,
  profileMessages,
} from '@tote/validation/profiles';
import type {
  ConfirmEnrolment,
  RecoverSecondFactor,
  StartEnrolment,
  VerifySecondFactor,
} from '@tote/validation/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EmailCodeRow } from '../../db/schema/email-codes';
import type { SessionRow } from '../../db/schema/sessions';
import type { UserRow } from '../../db/schema/users';
import { HttpError } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { publishOnCommit } from '../../plugins/events';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { notify } from '../notifications/notifications.service';
import { assertUploadRoom, reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import {
  codeMail,
  codesLockedMail,
  passwordChangedMail,
  travelerRejectedMail,
  travelerVerificationReceivedMail,
  travelerVerifiedMail,
} from './accounts.mail';
import {
  AUTH_RATE_LIMITS,
  type AuthAction,
  type AuthRateLimit,
  CODE_FAILURE_LIMIT,
  CODE_MAX_ATTEMPTS,
  LOGIN_THROTTLE,
  RESET_TOKEN_TTL_MS,
  SESSION_LIFETIMES,
  SESSION_TOUCH_INTERVAL_MS,
} from './accounts.policy';
import * as repo from './accounts.repo';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { generateCode, hashCode, hashToken, randomToken, sameHash } from './tokens';
import { createTwoFactor } from './two-factor';
import { insertNationalIdRead } from './two-factor.repo';

/** The signed-in person as routes see them: the row without the password hash. */
export type SessionUser = Omit<UserRow, 'passwordHash'>;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** Fastify's request id (kept in audit rows). */
  requestId?: string;
}

export interface AccountsConfig {
  /** HMAC key for emailed codes (CODE_SECRET). */
  codeSecret: string;
  codeTtlMs: number;
  codeResendCooldownMs: number;
  /** AUTH_IP_LIMIT_FACTOR: multiplies the per-IP limits of AUTH_RATE_LIMITS (1 when not given). */
  ipLimitFactor?: number;
  /** DATA_DIR/private/national-ids: outside every folder the server serves. */
  nationalIdDir: string;
}

export interface AccountsDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: AccountsConfig;
}

export interface StartedSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  session: SessionRow;
  user: SessionUser;
}

// ---- pure helpers -----------------------------------------------------------------------------------------

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

/** Staff sessions always get the staff limits; others the browser or "Keep me logged in" ones. */
function lifetimeOf(persistent: boolean, user: Pick<UserRow, 'isStaff'>) {
  if (user.isStaff) return SESSION_LIFETIMES.staff;
  return persistent ? SESSION_LIFETIMES.persistent : SESSION_LIFETIMES.browser;
}

/**
 * When the session ends if nothing else happens: the idle or the absolute limit, whichever comes first. The
 * account is read now, not at sign-in, so a promoted account gets the staff limits at once.
 */
export function sessionExpiresAt(session: SessionRow, user: Pick<UserRow, 'isStaff'>): Date {
  const lifetime = lifetimeOf(session.persistent, user);
  const idleEnd = session.lastSeenAt.getTime() + lifetime.idleMs;
  return new Date(Math.min(idleEnd, session.absoluteExpiresAt.getTime()));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const secondsUntil = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

// ---- errors -----------------------------------------------------------------------------------------------

const errors = {
  emailNotRegistered: () =>
    new HttpError(400, 'email_not_registered', messages.emailNotRegistered, {
      email: messages.emailNotRegistered,
    }),
  accountDeactivated: () =>
    new HttpError(403, 'account_deactivated', accountErrorMessages.accountDeactivated),
  emailAlreadyVerified: () =>
    new HttpError(409, 'email_already_verified', accountErrorMessages.emailAlreadyVerified),
  wrongCode: () => new HttpError(400, 'wrong_code', messages.wrongCode, { code: messages.wrongCode }),
  codeExpired: () =>
    new HttpError(400, 'code_expired', messages.codeTimedOut, { code: messages.codeTimedOut }),
  tooManyCodeAttempts: () =>
    new HttpError(400, 'too_many_attempts', accountErrorMessages.tooManyCodeAttempts, {
      code: accountErrorMessages.tooManyCodeAttempts,
    }),
  mailNotSent: () => new HttpError(503, 'mail_not_sent', accountErrorMessages.mailNotSent),
  codeCooldown: (seconds: number) =>
    new HttpError(429, 'code_cooldown', codeCooldownMessage(seconds), undefined, {
      headers: { 'retry-after': String(seconds) },
    }),
  codesLocked: (seconds: number) =>
    new HttpError(429, 'codes_locked', codesLockedMessage(seconds), undefined, {
      headers: { 'retry-after': String(seconds) },
    }),
  tooManySignIns: (seconds: number) =>
    new HttpError(429, 'too_many_attempts', tooManySignInsMessage(seconds), undefined, {
      headers: { 'retry-after': String(seconds) },
    }),
  rateLimited: (seconds: number) =>
    new HttpError(429, 'rate_limited', tooManyRequestsMessage(seconds), undefined, {
      headers: { 'retry-after': String(seconds) },
    }),
  notFound: () => new HttpError(404, 'not_found', 'Not found.'),
};

// ---- sessions (also used by plugins/session.ts on every API request) --------------------------------------

/**
 * The session and user behind a cookie token, or null when it is unknown, expired or its account deactivated
 * (such sessions are deleted). Moves the idle clock forward at most once per SESSION_TOUCH_INTERVAL_MS.
 */
export async function resolveSession(
  db: Database,
  clock: Clock,
  token: string,
): Promise<{ session: SessionRow; user: SessionUser } | null> {
  const found = await repo.findSessionWithUser(db, hashToken(token));
  if (!found) return null;
  const now = clock.now();
  if (found.user.deactivatedAt !== null || now >= sessionExpiresAt(found.session, found.user)) {
    await repo.deleteSession(db, found.session.id);
    return null;
  }
  let session = found.session;
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, session.id, now);
    session = { ...session, lastSeenAt: now };
  }
  return { session, user: withoutPasswordHash(found.user) };
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await repo.deleteSession(db, sessionId);
}

// ---- the service ------------------------------------------------------------------------------------------

export function createAccountsService({ db, clock, mailer, log, config }: AccountsDeps) {
  const ticketOf = (user: UserRow, code: EmailCodeRow): CodeTicket => ({
    email: user.email,
    purpose: code.purpose,
    expiresAt: code.expiresAt.toISOString(),
    resendAvailableAt: code.resendAvailableAt.toISOString(),
  });

  /** A code mail that fails is the person's only way in, so its failure reaches them (503). */
  async function sendCodeMail(user: UserRow, code: EmailCodeRow, plain: string): Promise<void> {
    try {
      await mailer.send(codeMail(user, code.purpose, plain, config.codeTtlMs / 1000));
    } catch (error) {
      log.error({ err: error, userId: user.id, purpose: code.purpose }, 'could not send the code mail');
      await repo.releaseCodeCooldown(db, code.id, clock.now());
      throw errors.mailNotSent();
    }
  }

  /** Mail that follows a change already made: a failure is logged, the change stands. */
  async function sendNotice(message: MailMessage, context: Record<string, unknown>): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, ...context, subject: message.subject }, 'could not send a notice mail');
    }
  }

  /**
   * Mails a new code (voiding the previous one), never before the resend cooldown of the last one has passed,
   * even when that one is spent (tried CODE_MAX_ATTEMPTS times) or used: otherwise "ask, guess 5 times, ask
   * again" would be unlimited guessing (issue 7). Within the cooldown the answer is 429 code_cooldown with
   * Retry-After, except that with `reuseLive` a code that still works keeps its ticket (pressing Confirm twice
   * sends one mail). Nothing is mailed while the account's codes are locked (CODE_FAILURE_LIMIT).
   */
  async function issueCode(user: UserRow, purpose: CodePurpose, reuseLive: boolean): Promise<CodeTicket> {
    await assertCodesNotLocked(user);
    const now = clock.now();
    const inCooldown = (code: EmailCodeRow): CodeTicket => {
      const works = code.consumedAt === null && code.attempts < CODE_MAX_ATTEMPTS && now < code.expiresAt;
      if (reuseLive && works) return ticketOf(user, code);
      throw errors.codeCooldown(secondsUntil(now, code.resendAvailableAt));
    };
    const current = await repo.findCode(db, user.id, purpose);
    if (current && now < current.resendAvailableAt) return inCooldown(current);
    const plain = generateCode();
    // The upsert itself checks the cooldown, so two requests that both read "cooldown over" make one code.
    const row = await repo.replaceCode(db, {
      userId: user.id,
      purpose,
      codeHash: hashCode(config.codeSecret, user.id, purpose, plain),
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.codeTtlMs),
      resendAvailableAt: new Date(now.getTime() + config.codeResendCooldownMs),
    });
    if (!row) {
      const winner = await repo.findCode(db, user.id, purpose);
      if (!winner) throw errors.codeExpired();
      return inCooldown(winner);
    }
    await sendCodeMail(user, row, plain);
    return ticketOf(user, row);
  }

  // Failed code checks per account, across every code and purpose (CODE_FAILURE_LIMIT).
  const codeFailuresKey = (user: UserRow) => `code-failures:${user.id}`;

  /** 429 codes_locked while the account is at CODE_FAILURE_LIMIT (read only: it guards sending, not guessing). */
  async function assertCodesNotLocked(user: UserRow): Promise<void> {
    const now = clock.now();
    const [row] = await repo.findThrottles(db, [codeFailuresKey(user)]);
    if (!row || row.failures < CODE_FAILURE_LIMIT.maxPerAccount) return;
    const end = new Date(row.windowStartedAt.getTime() + CODE_FAILURE_LIMIT.windowMs);
    if (now < end) throw errors.codesLocked(secondsUntil(now, end));
  }

  /** Tells the owner once per lock (per window), whichever instance saw the failure that locked it. */
  async function mailCodesLocked(user: UserRow, windowStartedAt: Date, until: Date): Promise<void> {
    if (!(await repo.claimOnce(db, `code-lock-mail:${user.id}`, windowStartedAt))) return;
    log.warn({ userId: user.id, until }, 'email codes locked after too many wrong codes');
    await sendNotice(codesLockedMail(user, until), { userId: user.id });
  }

  /** Checks a code against the account's live code for `purpose` and consumes it; throws the reason if not. */
  async function checkCode(user: UserRow, purpose: CodePurpose, code: string): Promise<void> {
    const row = await repo.findCode(db, user.id, purpose);
    if (!row || row.consumedAt !== null) throw errors.codeExpired();
    if (row.attempts >= CODE_MAX_ATTEMPTS) throw errors.tooManyCodeAttempts();
    // spec §4: the countdown is the server's truth; at 0 the code stops working.
    if (clock.now() >= row.expiresAt) throw errors.codeExpired();
    // The account-wide failure count is taken before comparing (as the code's own attempts are), so parallel
    // guesses cannot pass the cap; it is given back when the check turns out not to be a wrong guess.
    const key = codeFailuresKey(user);
    const failures = await repo.countThrottle(db, key, clock.now(), CODE_FAILURE_LIMIT.windowMs);
    const lockEnd = new Date(failures.windowStartedAt.getTime() + CODE_FAILURE_LIMIT.windowMs);
    const giveBack = () => repo.uncountThrottle(db, key, failures.windowStartedAt);
    if (failures.failures > CODE_FAILURE_LIMIT.maxPerAccount) {
      await giveBack();
      throw errors.codesLocked(secondsUntil(clock.now(), lockEnd));
    }
    const counted = await repo.countCodeAttempt(db, row.id, CODE_MAX_ATTEMPTS);
    if (!counted) {
      await giveBack();
      throw errors.tooManyCodeAttempts();
    }
    if (!sameHash(counted.codeHash, hashCode(config.codeSecret, user.id, purpose, code))) {
      if (failures.failures >= CODE_FAILURE_LIMIT.maxPerAccount) {
        await mailCodesLocked(user, failures.windowStartedAt, lockEnd);
        throw errors.codesLocked(secondsUntil(clock.now(), lockEnd));
      }
      throw counted.attempts >= CODE_MAX_ATTEMPTS ? errors.tooManyCodeAttempts() : errors.wrongCode();
    }
    await giveBack();
    if (!(await repo.consumeCode(db, counted.id, clock.now()))) throw errors.codeExpired();
  }

  async function startSession(
    user: UserRow,
    keepLoggedIn: boolean,
    client: ClientInfo,
  ): Promise<StartedSession> {
    const now = clock.now();
    // Issue 7 point 9: no "Keep me logged in" for staff, whatever the form sent.
    const persistent = keepLoggedIn && !user.isStaff;
    const lifetime = lifetimeOf(persistent, user);
    // A new random token at every sign-in (never reused), so a token planted before sign-in is worthless.
    const token = randomToken();
    const session = await repo.insertSession(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      persistent,
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt: new Date(now.getTime() + lifetime.absoluteMs),
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      ip: client.ip,
    });
    return { token, session, user: withoutPasswordHash(user) };
  }

  /**
   * Counts this request against the per-IP and per-account limits of `action` (AUTH_RATE_LIMITS) before any
   * work is done, and refuses it (429 + Retry-After) when a new count is over. `email` is the typed address.
   */
  async function limitRequest(action: AuthAction, client: ClientInfo, email?: string): Promise<void> {
    const limit: AuthRateLimit = AUTH_RATE_LIMITS[action];
    const now = clock.now();
    const counters: Array<[key: string, max: number]> = [
      [`rate:${action}:ip:${client.ip}`, limit.perIp * (config.ipLimitFactor ?? 1)],
    ];
    if (limit.perAccount !== null && email !== undefined) {
      counters.push([`rate:${action}:account:${email}`, limit.perAccount]);
    }
    for (const [key, max] of counters) {
      const row = await repo.countThrottle(db, key, now, limit.windowMs);
      if (row.failures > max) {
        const seconds = secondsUntil(now, new Date(row.windowStartedAt.getTime() + limit.windowMs));
        // The sign-in form already explains its 429 in its own words.
        throw action === 'login' ? errors.tooManySignIns(seconds) : errors.rateLimited(seconds);
      }
    }
  }

  // Sign-in throttling: failures per account (the typed address) and per client IP, in the database.
  const throttleKeys = (email: string, ip: string) => ({ account: `account:${email}`, ip: `ip:${ip}` });

  /**
   * Counts a sign-in as a failure before the password is checked, per account and per IP, and refuses it when
   * either new count is over LOGIN_THROTTLE (ASVS 2.2.1). Counting first in one atomic upsert gives parallel
   * guesses each their own number, so a burst gets no more tries than the limit (checking, then counting, let
   * every request of a burst pass the check). Call `passwordWasRight()` to take the count back.
   */
  async function countSignInAttempt(keys: { account: string; ip: string }) {
    const now = clock.now();
    const account = await repo.countThrottle(db, keys.account, now, LOGIN_THROTTLE.windowMs);
    const byIp = await repo.countThrottle(db, keys.ip, now, LOGIN_THROTTLE.windowMs);
    let retryAfter = 0;
    for (const [row, max] of [
      [account, LOGIN_THROTTLE.maxPerAccount],
      [byIp, LOGIN_THROTTLE.maxPerIp],
    ] as const) {
      const windowEnd = new Date(row.windowStartedAt.getTime() + LOGIN_THROTTLE.windowMs);
      if (row.failures > max) retryAfter = Math.max(retryAfter, secondsUntil(now, windowEnd));
    }
    if (retryAfter > 0) throw errors.tooManySignIns(retryAfter);
    return {
      async passwordWasRight() {
        await repo.uncountThrottle(db, keys.account, account.windowStartedAt);
        await repo.uncountThrottle(db, keys.ip, byIp.windowStartedAt);
      },
    };
  }

  async function activeUserByEmail(email: string): Promise<UserRow> {
    const user = await repo.findUserByEmail(db, email);
    if (!user) throw errors.emailNotRegistered();
    if (user.deactivatedAt) throw errors.accountDeactivated();
    return user;
  }

  /** The signed-in person's row if `password` is theirs; a wrong one counts as a failed sign-in. */
  async function checkCurrentPassword(
    user: SessionUser,
    password: string,
    field: string,
    client: ClientInfo,
  ): Promise<UserRow> {
    const attempt = await countSignInAttempt(throttleKeys(user.email, client.ip));
    const row = await repo.findUserById(db, user.id);
    if (!row) throw errors.notFound();
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw new HttpError(400, 'wrong_password', profileMessages.currentPasswordWrong, {
        [field]: profileMessages.currentPasswordWrong,
      });
    }
    await attempt.passwordWasRight();
    return row;
  }

  const twoFactor = createTwoFactor({ db, clock, log, codeSecret: config.codeSecret });

  return {
    /** spec §2.6/2.7: creates the account (email unverified) and mails a verify_email code. */
    async signUp(input: SignUp, client: ClientInfo): Promise<CodeTicket> {
      await limitRequest('signUp', client, input.email);
      const taken = () =>
        new HttpError(409, 'email_taken', messages.emailTaken, { email: messages.emailTaken });
      if (await repo.findUserByEmail(db, input.email)) throw taken();
      const now = clock.now();
      // Only the fields named here reach the row: roles, staff and traveler status are never taken from a body.
      const user = await repo.insertUser(db, {
        email: input.email,
        fullName: input.fullName,
        country: input.country,
        passwordHash: await hashPassword(input.password),
        // The employer form makes a sender; the traveler form leaves the role to the role choice (spec §2.9).
        isSender: input.kind === 'sender',
        createdAt: now,
        updatedAt: now,
      });
      if (!user) throw taken();
      return issueCode(user, 'verify_email', false);
    },

    async resendCode(input: ResendCode, client: ClientInfo): Promise<CodeTicket> {
      await limitRequest('resendCode', client, input.email);
      const user = await activeUserByEmail(input.email);
      if (input.purpose === 'verify_email' && user.emailVerifiedAt) throw errors.emailAlreadyVerified();
      return issueCode(user, input.purpose, false);
    },

    /** Confirms the address and signs the person in (spec §2.8: the code screen leads on into the app). */
    async verifyEmail(input: VerifyEmail, client: ClientInfo): Promise<StartedSession> {
      await limitRequest('verifyEmail', client, input.email);
      const user = await activeUserByEmail(input.email);
      if (user.emailVerifiedAt) throw errors.emailAlreadyVerified();
      await checkCode(user, 'verify_email', input.code);
      const now = clock.now();
      const verified = await repo.updateUser(db, user.id, { emailVerifiedAt: now, updatedAt: now });
      if (!verified) throw errors.notFound();
      return startSession(verified, false, client);
    },

    async login(input: Login, client: ClientInfo): Promise<StartedSession> {
      await limitRequest('login', client);
      const keys = throttleKeys(input.email, client.ip);
      const attempt = await countSignInAttempt(keys);
      const user = await repo.findUserByEmail(db, input.email);
      if (!user) {
        await verifyDummyPassword(input.password);
        throw errors.emailNotRegistered();
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new HttpError(400, 'wrong_password', messages.wrongPassword, {
          password: messages.wrongPassword,
        });
      }
      await attempt.passwordWasRight();
      // Only after the right password: these answers must not help someone who does not know it.
      if (user.deactivatedAt) throw errors.accountDeactivated();
      if (!user.emailVerifiedAt) {
        const ticket = await issueCode(user, 'verify_email', true);
        throw new HttpError(403, 'email_not_verified', accountErrorMessages.emailNotVerified, undefined, {
          details: { ticket },
        });
      }
      await repo.clearThrottle(db, keys.account);
      // Staff: the password only buys a ticket for the second factor (two-factor.ts).
      if (user.isStaff) throw await twoFactor.challenge(user);
      return startSession(user, input.keepLoggedIn, client);
    },

    endSession: (sessionId: string) => endSession(db, sessionId),

    // Staff second factor: each trades a login ticket and a code for the session (two-factor.ts).
    startEnrolment: (input: StartEnrolment) => twoFactor.startEnrolment(input),

    async confirmEnrolment(
      input: ConfirmEnrolment,
      client: ClientInfo,
    ): Promise<StartedSession & { recoveryCodes: string[] }> {
      const { user, recoveryCodes } = await twoFactor.confirmEnrolment(input);
      return { ...(await startSession(user, false, client)), recoveryCodes };
    },

    async verifySecondFactor(input: VerifySecondFactor, client: ClientInfo): Promise<StartedSession> {
      return startSession(await twoFactor.verify(input), false, client);
    },

    async recoverSecondFactor(input: RecoverSecondFactor, client: ClientInfo): Promise<StartedSession> {
      return startSession(await twoFactor.recover(input), false, client);
    },

    async forgotPassword(input: ForgotPassword, client: ClientInfo): Promise<CodeTicket> {
      await limitRequest('forgotPassword', client, input.email);
      const user = await repo.findUserByEmail(db, input.email);
      // spec §5 Forgot password: an address without an account is "Wrong email".
      if (!user) throw new HttpError(400, 'wrong_email', messages.wrongEmail, { email: messages.wrongEmail });
      if (user.deactivatedAt) throw errors.accountDeactivated();
      return issueCode(user, 'reset_password', true);
    },

    async verifyResetCode(input: VerifyResetCode, client: ClientInfo): Promise<ResetTicket> {
      await limitRequest('verifyResetCode', client, input.email);
      const user = await activeUserByEmail(input.email);
      await checkCode(user, 'reset_password', input.code);
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
        new HttpError(400, 'reset_expired', accountErrorMessages.resetExpired, {
          resetToken: accountErrorMessages.resetExpired,
        });
      const token = await repo.takeResetToken(db, hashToken(input.resetToken));
      if (!token || clock.now() >= token.expiresAt) throw expired();
      const user = await repo.findUserById(db, token.userId);
      if (!user) throw expired();
      if (user.deactivatedAt) throw errors.accountDeactivated();
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
        await repo.clearThrottle(tx, `account:${user.email}`);
        return repo.deleteSessionsOfUser(tx, user.id);
      });
      log.info({ userId: user.id, endedSessions: ended }, 'password reset');
      await sendNotice(passwordChangedMail(user), { userId: user.id });
    },

    /**
     * Account settings: a new password for a signed-in person who knows the current one. Every other session
     * ends (a thief signed in elsewhere is thrown out), this one stays. Wrong current passwords count towards
     * the sign-in limit, so this form cannot be used to guess faster than the login form.
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
        return repo.deleteSessionsOfUser(tx, user.id, { except: currentSessionId });
      });
      log.info({ userId: user.id, endedSessions: ended }, 'password changed');
      await sendNotice(passwordChangedMail(row, { thisDeviceStays: true }), { userId: user.id });
    },

    /** Account settings: the person can no longer sign in; their records stay for staff. Ends every session. */
    async deactivate(user: SessionUser, input: DeactivateAccount, client: ClientInfo): Promise<void> {
      await checkCurrentPassword(user, input.password, 'password', client);
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { deactivatedAt: now, updatedAt: now });
        return repo.deleteSessionsOfUser(tx, user.id);
      });
      log.info({ userId: user.id, endedSessions: ended }, 'account deactivated');
    },

    /** spec §2.9 role choice. One account can hold both roles; choosing again changes nothing. */
    async chooseRole(user: SessionUser, input: ChooseRole): Promise<SessionUser> {
      const now = clock.now();
      const updated = await repo.updateUser(
        db,
        user.id,
        input.role === 'sender' ? { isSender: true, updatedAt: now } : { isTraveler: true, updatedAt: now },
      );
      if (!updated) throw errors.notFound();
      return withoutPasswordHash(updated);
    },

    /**
     * Runs before the body of POST /me/traveler-verification is read (and again in the submit): a traveler whose
     * verification is neither pending nor done, with room in their upload quota besides the ID it replaces.
     */
    async assertCanSubmitTravelerVerification(user: SessionUser): Promise<void> {
      assertTravelerMaySubmit(user);
      await assertUploadRoom(db, user.id, 'nationalId', 'nationalId');
    },

    /**
     * spec §2.10: stores the national ID (checked by its bytes and re-encoded, modules/uploads) and the text
     * fields, then status `pending`. The file is kept only when the database write commits; the route disposes
     * of it otherwise, so no orphan file stays.
     */
    async submitTravelerVerification(
      user: SessionUser,
      fields: TravelerVerification,
      upload: Pick<UploadForm, 'storeFiles' | 'keep'>,
    ): Promise<SessionUser> {
      assertTravelerMaySubmit(user);
      const [nationalId] = await upload.storeFiles();
      if (!nationalId) throw new Error('submitTravelerVerification needs one file');

      const now = clock.now();
      let previousFile: string | undefined;
      const updated = await db.transaction(async (tx) => {
        await reserveUploadRoom(tx, user.id, [nationalId], 'nationalId', 'nationalId');
        previousFile = (await repo.findTravelerVerification(tx, user.id))?.nationalIdFile;
        await repo.upsertTravelerVerification(tx, {
          userId: user.id,
          residentialAddress: fields.residentialAddress,
          placeOfWork: fields.placeOfWork,
          nationalIdFile: nationalId.key,
          nationalIdType: nationalId.contentType,
          nationalIdSize: nationalId.sizeBytes,
          submittedAt: now,
        });
        const moved = await repo.updateTravelerStatus(tx, user.id, user.travelerStatus, 'pending', now);
        // Someone else changed the status meanwhile (a second submit): roll back this one.
        if (!moved)
          throw new HttpError(409, 'verification_pending', accountErrorMessages.verificationPending);
        // A new request in the staff's verification queue (ADR 013).
        await publishOnCommit(
          tx,
          [user.id],
          { type: 'verification.changed', userId: user.id },
          { staff: true },
        );
        return moved;
      });
      upload.keep();
      if (previousFile) {
        const old = path.join(config.nationalIdDir, previousFile);
        await unlink(old).catch((error: unknown) =>
          log.warn({ err: error, filePath: old }, 'could not delete a replaced national ID'),
        );
      }
      await sendNotice(travelerVerificationReceivedMail(updated), { userId: user.id });
      return withoutPasswordHash(updated);
    },

    /**
     * The owner and staff may read it; for anyone else it does not exist (404, not 403). Every staff read is
     * written to national_id_reads before the file is answered (issue 7 point 9; ASVS 7.1.3), and a read whose
     * audit row cannot be written fails.
     */
    async readNationalId(
      viewer: SessionUser,
      userId: string,
      client: ClientInfo,
    ): Promise<{ content: Buffer; type: string }> {
      if (!UUID.test(userId) || (viewer.id !== userId && !viewer.isStaff)) throw errors.notFound();
      const row = await repo.findTravelerVerification(db, userId);
      if (!row) throw errors.notFound();
      let content: Buffer;
      try {
        content = await readFile(path.join(config.nationalIdDir, row.nationalIdFile));
      } catch (error) {
        log.error({ err: error, userId }, 'the national ID file named in the database is missing');
        throw errors.notFound();
      }
      if (viewer.isStaff) {
        await insertNationalIdRead(db, {
          staffId: viewer.id,
          userId,
          readAt: clock.now(),
          requestId: client.requestId ?? '',
          ip: client.ip,
        });
      }
      return { content, type: row.nationalIdType };
    },

    /**
     * Staff decision on a pending verification: pending -> verified | rejected. The traveler is told in the app
     * (a notification, same transaction) and by email once it committed (issue 10).
     */
    async setTravelerStatus(
      staff: SessionUser,
      userId: string,
      input: SetTravelerStatus,
    ): Promise<SessionUser> {
      // Separation of duties: nobody approves their own identity check.
      if (staff.id === userId) {
        throw new HttpError(403, 'own_verification', accountErrorMessages.ownVerification);
      }
      const now = clock.now();
      const updated = await db.transaction(async (tx) => {
        const moved = await repo.updateTravelerStatus(tx, userId, 'pending', input.status, now);
        if (!moved) return undefined;
        await repo.recordTravelerReview(tx, userId, {
          reviewedAt: now,
          reviewedBy: staff.id,
          reviewNote: input.reason ?? null,
        });
        await notify(tx, { userId, ...travelerReviewNotice(input) }, now);
        await publishOnCommit(tx, [userId], { type: 'verification.changed', userId }, { staff: true });
        return moved;
      });
      if (!updated) {
        if (!(await repo.findUserById(db, userId))) throw errors.notFound();
        throw new HttpError(409, 'not_pending', accountErrorMessages.notPending);
      }
      log.info({ userId, status: input.status, staffId: staff.id }, 'traveler verification reviewed');
      await sendNotice(
        input.status === 'verified'
          ? travelerVerifiedMail(updated)
          : travelerRejectedMail(updated, input.reason || 'no reason was given.'),
        { userId },
      );
      return withoutPasswordHash(updated);
    },
  };
}

/** What the traveler's bell says about the staff decision (the Overview reads the new status). */
export function travelerReviewNotice(input: SetTravelerStatus): { title: string; body: string } {
  return input.status === 'verified'
    ? {
        title: adminMessages.verificationApprovedTitle,
        body: 'Your traveler account is verified. You can now share your trips.',
      }
    : {
        title: adminMessages.verificationRejectedTitle,
        body: `Your traveler verification was not approved: ${input.reason || 'no reason was given.'} You can send it again.`,
      };
}

/**
 * spec §2.10: a traveler sends the verification once, and again only after a rejection. Only travelers reach it:
 * the route's access is 'traveler' (plugins/session.ts).
 */
function assertTravelerMaySubmit(user: SessionUser): void {
  if (user.travelerStatus === 'pending') {
    throw new HttpError(409, 'verification_pending', accountErrorMessages.verificationPending);
  }
  if (user.travelerStatus === 'verified') {
    throw new HttpError(409, 'already_verified', accountErrorMessages.alreadyVerified);
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;
