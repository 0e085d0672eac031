import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import type { ErrorDef } from '@tote/validation/errors';
import {
  type ConfirmEnrolment,
  type Enrolment,
  RECOVERY_CODE_COUNT,
  type RecoverSecondFactor,
  type SignInChallenge,
  type StartEnrolment,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_TICKET_MAX_ATTEMPTS,
  twoFactorErrors,
  type VerifySecondFactor,
} from '@tote/validation/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import encodeQR from 'qr';
import type { Database } from '../../db/client';
import type { SignInChallengeRow } from '../../db/schema/sign-in-challenges';
import type { UserRow } from '../../db/schema/users';
import { type HttpError, raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { SECOND_FACTOR } from './accounts.policy';
import * as accountsRepo from './accounts.repo';
import { hashToken, randomToken, sameHash } from './tokens';
import * as repo from './two-factor.repo';

/**
 * Staff second factor: TOTP per RFC 6238 (SHA-1, 30 s, 6 digits, ±1 step, no replay) with
 * enrolment on first sign-in and single-use recovery codes. A right password only buys a ticket
 * (`challenge`); the routes in two-factor.routes.ts trade ticket + code for the session.
 */

export interface TwoFactorDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** CODE_SECRET: the TOTP secrets' encryption key and the recovery codes' HMAC key are derived from it. */
  codeSecret: string;
}

const ISSUER = 'Tote';
// No 0/o, 1/l/i: codes are read off paper or a screen and typed by hand.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

// These errors name the field that was wrong, with their own message.
const onField = (error: ErrorDef, field: string) => raise(error, { fields: { [field]: error.message } });
const challengeExpired = () => onField(twoFactorErrors.challengeExpired, 'ticket');

/** A TOTP for `secret` with the RFC 6238 defaults every authenticator app supports. */
export function totpFor(secret: Secret, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret,
  });
}

/** The time step a valid code belongs to (±1 around now), or null for a wrong code. */
export function matchTotpStep(secret: Secret, code: string, now: Date): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** "abcde12345" -> "abcde-12345" (how it is shown; RecoveryCodeSchema takes either). */
const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export function createTwoFactor({ db, clock, log, codeSecret }: TwoFactorDeps) {
  // Separate keys from one secret (HKDF, RFC 5869), so no key does two jobs.
  const encryptionKey = Buffer.from(hkdfSync('sha256', codeSecret, '', 'tote/totp-secret/v1', 32));
  const recoveryKey = Buffer.from(hkdfSync('sha256', codeSecret, '', 'tote/recovery-code/v1', 32));

  /** AES-256-GCM, bound to the account (AAD), so a ciphertext copied to another row does not decrypt. */
  function encryptSecret(userId: string, base32: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
    cipher.setAAD(Buffer.from(userId));
    const ciphertext = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  function decryptSecret(userId: string, stored: string): Secret {
    const raw = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(raw.subarray(12, 28));
    const base32 = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return Secret.fromBase32(base32);
  }

  const hashRecoveryCode = (userId: string, code: string) =>
    createHmac('sha256', recoveryKey).update(`${userId}:${code}`).digest('base64url');

  /** The live ticket of `kind` behind `ticket`, and its account; throws challenge_expired otherwise. */
  async function liveChallenge(
    ticket: string,
    kind: SignInChallengeRow['kind'],
  ): Promise<{ challenge: SignInChallengeRow; user: UserRow }> {
    const challenge = await repo.findChallenge(db, hashToken(ticket));
    if (!challenge || challenge.kind !== kind || challenge.consumedAt !== null) throw challengeExpired();
    if (clock.now() >= challenge.expiresAt) throw challengeExpired();
    const user = await accountsRepo.findUserById(db, challenge.userId);
    // A staff account deactivated or demoted meanwhile cannot finish signing in.
    if (!user || user.deactivatedAt || !user.isStaff) throw challengeExpired();
    return { challenge, user };
  }

  const throttleKey = (userId: string) => `second_factor:${userId}`;

  /** 429 once the account has too many failed codes in the window, whichever tickets they came with. */
  async function assertNotThrottled(userId: string): Promise<void> {
    const now = clock.now();
    const [row] = await accountsRepo.findThrottles(db, [throttleKey(userId)]);
    if (!row) return;
    const windowEnd = row.windowStartedAt.getTime() + SECOND_FACTOR.windowMs;
    if (windowEnd > now.getTime() && row.failures >= SECOND_FACTOR.maxFailuresPerAccount) {
      const seconds = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
      throw raise(twoFactorErrors.tooManyAttempts, { headers: { 'retry-after': String(seconds) } });
    }
  }

  /** Throttle check, then one attempt counted on the ticket (atomically, before the code is compared). */
  async function countAttempt(challenge: SignInChallengeRow): Promise<void> {
    await assertNotThrottled(challenge.userId);
    const counted = await repo.countChallengeAttempt(db, challenge.id, TOTP_TICKET_MAX_ATTEMPTS);
    if (!counted) throw raise(twoFactorErrors.ticketUsedUp);
  }

  async function fail(userId: string, error: HttpError, reason: string): Promise<never> {
    await accountsRepo.countThrottle(db, throttleKey(userId), clock.now(), SECOND_FACTOR.windowMs);
    log.warn({ userId, reason }, 'second factor refused');
    throw error;
  }

  async function finish(challenge: SignInChallengeRow): Promise<void> {
    if (!(await repo.consumeChallenge(db, challenge.id, clock.now()))) throw challengeExpired();
    await accountsRepo.clearThrottle(db, throttleKey(challenge.userId));
  }

  return {
    /**
     * The answer to a right password for a staff account: a new ticket (earlier ones end) inside a 401 that
     * says which step comes next. Thrown by login instead of starting a session.
     */
    async challenge(user: UserRow): Promise<HttpError> {
      const now = clock.now();
      const factor = await repo.findTotpFactor(db, user.id);
      const kind = factor?.confirmedAt ? 'second_factor' : 'enrolment';
      const ticket = randomToken();
      const expiresAt = new Date(now.getTime() + SECOND_FACTOR.ticketTtlMs);
      await repo.consumeChallengesOfUser(db, user.id, now);
      await repo.insertChallenge(db, {
        tokenHash: hashToken(ticket),
        userId: user.id,
        kind,
        createdAt: now,
        expiresAt,
      });
      const challenge: SignInChallenge = { ticket, expiresAt: expiresAt.toISOString() };
      return kind === 'second_factor'
        ? raise(twoFactorErrors.secondFactorRequired, { details: { challenge } })
        : raise(twoFactorErrors.enrolmentRequired, { details: { challenge } });
    },

    /** A new secret for the authenticator app (replacing an unconfirmed one); shown only until confirmed. */
    async startEnrolment(input: StartEnrolment): Promise<Enrolment> {
      const { user } = await liveChallenge(input.ticket, 'enrolment');
      const secret = new Secret({ size: 20 }); // RFC 4226 §4: 160 bits
      const stored = await repo.replacePendingTotpFactor(db, {
        userId: user.id,
        secretCiphertext: encryptSecret(user.id, secret.base32),
        createdAt: clock.now(),
      });
      // Confirmed meanwhile (another tab): this ticket's enrolment is over.
      if (!stored) throw challengeExpired();
      const otpauthUri = totpFor(secret, user.email).toString();
      const svg = encodeQR(otpauthUri, 'svg', { ecc: 'medium', border: 2, optimize: true });
      return {
        secret: secret.base32,
        otpauthUri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** The first code confirms the authenticator; the recovery codes are returned once. */
    async confirmEnrolment(input: ConfirmEnrolment): Promise<{ user: UserRow; recoveryCodes: string[] }> {
      const { challenge, user } = await liveChallenge(input.ticket, 'enrolment');
      const factor = await repo.findTotpFactor(db, user.id);
      if (!factor || factor.confirmedAt) throw challengeExpired();
      await countAttempt(challenge);
      const now = clock.now();
      const step = matchTotpStep(decryptSecret(user.id, factor.secretCiphertext), input.code, now);
      if (step === null)
        return fail(user.id, onField(twoFactorErrors.wrongCode, 'code'), 'wrong enrolment code');

      const plain = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
        Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
      );
      await db.transaction(async (tx) => {
        if (!(await repo.consumeChallenge(tx, challenge.id, now))) throw challengeExpired();
        if (!(await repo.useTotpStep(tx, user.id, step, now))) throw challengeExpired();
        await repo.replaceRecoveryCodes(
          tx,
          user.id,
          plain.map((code) => hashRecoveryCode(user.id, code)),
          now,
        );
      });
      await accountsRepo.clearThrottle(db, throttleKey(user.id));
      log.info({ userId: user.id }, 'staff authenticator enrolled');
      return { user, recoveryCodes: plain.map(formatRecoveryCode) };
    },

    async verify(input: VerifySecondFactor): Promise<UserRow> {
      const { challenge, user } = await liveChallenge(input.ticket, 'second_factor');
      const factor = await repo.findTotpFactor(db, user.id);
      if (!factor?.confirmedAt) throw challengeExpired();
      await countAttempt(challenge);
      const step = matchTotpStep(decryptSecret(user.id, factor.secretCiphertext), input.code, clock.now());
      if (step === null) return fail(user.id, onField(twoFactorErrors.wrongCode, 'code'), 'wrong code');
      if (!(await repo.useTotpStep(db, user.id, step)))
        return fail(user.id, onField(twoFactorErrors.codeAlreadyUsed, 'code'), 'replayed code');
      await finish(challenge);
      return user;
    },

    async recover(input: RecoverSecondFactor): Promise<UserRow> {
      const { challenge, user } = await liveChallenge(input.ticket, 'second_factor');
      await countAttempt(challenge);
      const hash = hashRecoveryCode(user.id, input.recoveryCode);
      const match = (await repo.findUnusedRecoveryCodes(db, user.id)).find((row) =>
        sameHash(row.codeHash, hash),
      );
      if (!match || !(await repo.useRecoveryCode(db, match.id, clock.now()))) {
        return fail(
          user.id,
          onField(twoFactorErrors.wrongRecoveryCode, 'recoveryCode'),
          'wrong recovery code',
        );
      }
      await finish(challenge);
      const left = (await repo.findUnusedRecoveryCodes(db, user.id)).length;
      log.warn({ userId: user.id, recoveryCodesLeft: left }, 'staff signed in with a recovery code');
      return user;
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
