import { uniqueEmail } from '@tote/fixtures/factories/accounts';
import {
  accountErrorMessages,
  CodeTicketSchema,
  messages,
  ResetTicketSchema,
} from '@tote/validation/accounts';
import { describe, expect, it } from 'vitest';
import {
  getSession,
  latestCode,
  login,
  mailbox,
  post,
  sessionCookieOf,
  signUp,
  signUpVerified,
  useAccountsTestApp,
} from '../../../test/accounts';

const t = useAccountsTestApp();

async function resetTicket(email: string) {
  const forgot = await post(t, '/auth/password/forgot', { email });
  expect(forgot.statusCode).toBe(200);
  const code = await latestCode(t, email);
  const verified = await post(t, '/auth/password/verify-code', { email, code });
  expect(verified.statusCode).toBe(200);
  return ResetTicketSchema.parse(verified.json());
}

describe('password reset', () => {
  it('answers Wrong email for a bad or unknown address', async () => {
    for (const email of ['not-an-email', uniqueEmail()]) {
      const response = await post(t, '/auth/password/forgot', { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ email: messages.wrongEmail });
    }
    const unknown = await post(t, '/auth/password/forgot', { email: uniqueEmail() });
    expect(unknown.json().error.code).toBe('wrong_email');
  });

  it('mails a reset code, trades it for a 10-minute token, sets the password and ends every session', async () => {
    const person = await signUpVerified(t);
    const laptop = await login(t, person.email, person.password, true);

    const forgot = await post(t, '/auth/password/forgot', { email: person.email });
    const ticket = CodeTicketSchema.parse(forgot.json());
    expect(ticket.purpose).toBe('reset_password');
    const [mail] = await mailbox(t, person.email);
    expect(mail?.subject).toMatch(/is your Tote password reset code$/);

    const verified = await post(t, '/auth/password/verify-code', {
      email: person.email,
      code: await latestCode(t, person.email),
    });
    const reset = ResetTicketSchema.parse(verified.json());
    expect(Buffer.from(reset.resetToken, 'base64url')).toHaveLength(32);
    expect(Date.parse(reset.expiresAt)).toBe(t.clock.now().getTime() + 10 * 60_000);

    const newPassword = 'fresh-start-2024';
    const response = await post(t, '/auth/password/reset', {
      resetToken: reset.resetToken,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(204);
    expect(sessionCookieOf(response)?.value).toBe('');

    expect((await getSession(t, person.token)).statusCode).toBe(401);
    expect((await getSession(t, laptop)).statusCode).toBe(401);
    const [changed] = await mailbox(t, person.email);
    expect(changed?.subject).toBe('Your Tote password was changed');

    const old = await post(t, '/auth/login', { email: person.email, password: person.password });
    expect(old.json().error.code).toBe('wrong_password');
    await login(t, person.email, newPassword);
  });

  it('uses a reset token once', async () => {
    const person = await signUpVerified(t);
    const reset = await resetTicket(person.email);
    const body = {
      resetToken: reset.resetToken,
      password: 'first-choice-1',
      confirmPassword: 'first-choice-1',
    };
    expect((await post(t, '/auth/password/reset', body)).statusCode).toBe(204);
    const again = await post(t, '/auth/password/reset', {
      ...body,
      password: 'second-choice-2',
      confirmPassword: 'second-choice-2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'reset_expired',
      message: accountErrorMessages.resetExpired,
    });
  });

  it('lets a reset token run out after 10 minutes', async () => {
    const person = await signUpVerified(t);
    const reset = await resetTicket(person.email);
    t.clock.advance(10 * 60_000);
    const response = await post(t, '/auth/password/reset', {
      resetToken: reset.resetToken,
      password: 'too-late-123',
      confirmPassword: 'too-late-123',
    });
    expect(response.json().error.code).toBe('reset_expired');
  });

  it('checks the new password with the sign-up rules and the reset wording', async () => {
    const person = await signUpVerified(t);
    const reset = await resetTicket(person.email);
    const weak = await post(t, '/auth/password/reset', {
      resetToken: reset.resetToken,
      password: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(weak.json().error.fields.password).toBe(messages.passwordIncorrect);
    const mismatch = await post(t, '/auth/password/reset', {
      resetToken: reset.resetToken,
      password: 'good-pass-123',
      confirmPassword: 'good-pass-124',
    });
    expect(mismatch.json().error.fields.confirmPassword).toBe(messages.passwordsDoNotMatch);
  });

  it('resends a reset code after the cooldown, and the reset confirms an unverified address', async () => {
    const { body } = await signUp(t);
    await post(t, '/auth/password/forgot', { email: body.email });
    const first = await latestCode(t, body.email);
    const early = await post(t, '/auth/codes/resend', { email: body.email, purpose: 'reset_password' });
    expect(early.statusCode).toBe(429);
    t.clock.advance(60_000);
    const resent = await post(t, '/auth/codes/resend', { email: body.email, purpose: 'reset_password' });
    expect(resent.statusCode).toBe(200);
    const second = await latestCode(t, body.email);
    if (first !== second) {
      const old = await post(t, '/auth/password/verify-code', { email: body.email, code: first });
      expect(old.json().error.code).toBe('wrong_code');
    }
    const verified = await post(t, '/auth/password/verify-code', { email: body.email, code: second });
    const { resetToken } = ResetTicketSchema.parse(verified.json());
    await post(t, '/auth/password/reset', {
      resetToken,
      password: 'mailbox-proven-1',
      confirmPassword: 'mailbox-proven-1',
    });
    await login(t, body.email, 'mailbox-proven-1');
  });
});
