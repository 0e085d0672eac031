import {
  accountErrors,
  type CodePurpose,
  type CodeTicket,
  codeCooldownMessage,
  codesLockedMessage,
} from '@tote/validation/accounts';
import type { ErrorDef } from '@tote/validation/errors';
import type { EmailCodeRow } from '../../db/schema/email-codes';
import type { UserRow } from '../../db/schema/users';
import { raise } from '../../errors';
import type { AccountsDeps } from './accounts.deps';
import { codeMail, codesLockedMail, sendNotice } from './accounts.mail';
import { CODE_FAILURE_LIMIT, CODE_MAX_ATTEMPTS } from './accounts.policy';
import * as repo from './accounts.repo';
import { retryAfter, secondsUntil } from './retry-after';
import { generateCode, hashCode, sameHash } from './tokens';

// The code errors name the code field, with their own message.
const onCode = (error: ErrorDef) => raise(error, { fields: { code: error.message } });
const codeExpired = () => onCode(accountErrors.codeExpired);
const wrongCode = () => onCode(accountErrors.wrongCode);
const tooManyCodeAttempts = () => onCode(accountErrors.tooManyCodeAttempts);

const codeCooldown = (seconds: number) =>
  raise(accountErrors.codeCooldown, { message: codeCooldownMessage(seconds), headers: retryAfter(seconds) });

const codesLocked = (seconds: number) =>
  raise(accountErrors.codesLocked, { message: codesLockedMessage(seconds), headers: retryAfter(seconds) });

/**
 * Emailed 6-digit codes (verify_email, reset_password): issuing them under the resend cooldown, checking them
 * under the per-code and per-account failure limits (docs/decisions/002-accounts-and-sessions.md).
 */
export function createEmailCodes(deps: AccountsDeps) {
  const { db, clock, mailer, log, config } = deps;

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
      throw raise(accountErrors.mailNotSent);
    }
  }

  /**
   * Mails a new code (voiding the previous one), never before the resend cooldown of the last one has passed,
   * even when that one is spent (tried CODE_MAX_ATTEMPTS times) or used: otherwise "ask, guess 5 times, ask
   * again" would be unlimited guessing. Within the cooldown the answer is 429 code_cooldown with Retry-After,
   * except that with `reuseLive` a code that still works keeps its ticket (pressing Confirm twice sends one
   * mail). Nothing is mailed while the account's codes are locked (CODE_FAILURE_LIMIT).
   */
  async function issueCode(user: UserRow, purpose: CodePurpose, reuseLive: boolean): Promise<CodeTicket> {
    await assertCodesNotLocked(user);
    const now = clock.now();
    const inCooldown = (code: EmailCodeRow): CodeTicket => {
      const works = code.consumedAt === null && code.attempts < CODE_MAX_ATTEMPTS && now < code.expiresAt;
      if (reuseLive && works) return ticketOf(user, code);
      throw codeCooldown(secondsUntil(now, code.resendAvailableAt));
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
      if (!winner) throw codeExpired();
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
    if (now < end) throw codesLocked(secondsUntil(now, end));
  }

  /** Tells the owner once per lock (per window), whichever instance saw the failure that locked it. */
  async function mailCodesLocked(user: UserRow, windowStartedAt: Date, until: Date): Promise<void> {
    if (!(await repo.claimOnce(db, `code-lock-mail:${user.id}`, windowStartedAt))) return;
    log.warn({ userId: user.id, until }, 'email codes locked after too many wrong codes');
    await sendNotice(deps, codesLockedMail(user, until), { userId: user.id });
  }

  /** Checks a code against the account's live code for `purpose` and consumes it; throws the reason if not. */
  async function checkCode(user: UserRow, purpose: CodePurpose, code: string): Promise<void> {
    const row = await repo.findCode(db, user.id, purpose);
    if (!row || row.consumedAt !== null) throw codeExpired();
    if (row.attempts >= CODE_MAX_ATTEMPTS) throw tooManyCodeAttempts();
    // The countdown on the code screens (docs/product/accounts.md) is the server's truth; at 0 the code stops
    // working.
    if (clock.now() >= row.expiresAt) throw codeExpired();
    // The account-wide failure count is taken before comparing (as the code's own attempts are), so parallel
    // guesses cannot pass the cap; it is given back when the check turns out not to be a wrong guess.
    const key = codeFailuresKey(user);
    const failures = await repo.countThrottle(db, key, clock.now(), CODE_FAILURE_LIMIT.windowMs);
    const lockEnd = new Date(failures.windowStartedAt.getTime() + CODE_FAILURE_LIMIT.windowMs);
    const giveBack = () => repo.uncountThrottle(db, key, failures.windowStartedAt);
    if (failures.failures > CODE_FAILURE_LIMIT.maxPerAccount) {
      await giveBack();
      throw codesLocked(secondsUntil(clock.now(), lockEnd));
    }
    const counted = await repo.countCodeAttempt(db, row.id, CODE_MAX_ATTEMPTS);
    if (!counted) {
      await giveBack();
      throw tooManyCodeAttempts();
    }
    if (!sameHash(counted.codeHash, hashCode(config.codeSecret, user.id, purpose, code))) {
      if (failures.failures >= CODE_FAILURE_LIMIT.maxPerAccount) {
        await mailCodesLocked(user, failures.windowStartedAt, lockEnd);
        throw codesLocked(secondsUntil(clock.now(), lockEnd));
      }
      throw counted.attempts >= CODE_MAX_ATTEMPTS ? tooManyCodeAttempts() : wrongCode();
    }
    await giveBack();
    if (!(await repo.consumeCode(db, counted.id, clock.now()))) throw codeExpired();
  }

  return { issueCode, checkCode };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
