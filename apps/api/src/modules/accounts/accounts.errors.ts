import {
  accountErrorMessages,
  codeCooldownMessage,
  codesLockedMessage,
  messages,
  tooManyRequestsMessage,
  tooManySignInsMessage,
} from '@tote/validation/accounts';
import { HttpError } from '../../errors';

/** Whole seconds from `from` until `to`, at least 1 (a Retry-After value). */
export const secondsUntil = (from: Date, to: Date) =>
  Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

const retryAfter = (seconds: number) => ({ headers: { 'retry-after': String(seconds) } });

/** The errors the account flows share (a flow's own errors stay in its file). */
export const errors = {
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
    new HttpError(429, 'code_cooldown', codeCooldownMessage(seconds), undefined, retryAfter(seconds)),
  codesLocked: (seconds: number) =>
    new HttpError(429, 'codes_locked', codesLockedMessage(seconds), undefined, retryAfter(seconds)),
  tooManySignIns: (seconds: number) =>
    new HttpError(429, 'too_many_attempts', tooManySignInsMessage(seconds), undefined, retryAfter(seconds)),
  rateLimited: (seconds: number) =>
    new HttpError(429, 'rate_limited', tooManyRequestsMessage(seconds), undefined, retryAfter(seconds)),
  notFound: () => new HttpError(404, 'not_found', 'Not found.'),
};
