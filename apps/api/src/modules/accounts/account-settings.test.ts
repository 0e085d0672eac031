import { accountErrorMessages, messages } from '@tote/validation/accounts';
import { profileMessages } from '@tote/validation/profiles';
import { describe, expect, it } from 'vitest';
import {
  API,
  createStaff,
  getSession,
  login,
  mailbox,
  post,
  sessionCookieOf,
  signUpVerified,
  useAccountsTestApp,
  withSession,
} from '../../../test/accounts';
import { LOGIN_THROTTLE } from './accounts.policy';

const t = useAccountsTestApp();

const NEW_PASSWORD = 'fresh-parcel-77';

describe('POST /me/password (account settings)', () => {
  it('sets the new password, ends every other session but keeps this one, and mails the owner', async () => {
    const person = await signUpVerified(t);
    const otherDevice = await login(t, person.email, person.password);

    const response = await post(
      t,
      '/me/password',
      { currentPassword: person.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      withSession(person.token),
    );
    expect(response.statusCode, response.body).toBe(204);

    expect((await getSession(t, person.token)).statusCode).toBe(200);
    expect((await getSession(t, otherDevice)).statusCode).toBe(401);

    const old = await post(t, '/auth/login', { email: person.email, password: person.password });
    expect(old.json().error.code).toBe('wrong_password');
    await login(t, person.email, NEW_PASSWORD);

    const [mail] = await mailbox(t, person.email);
    expect(mail?.subject).toBe('Your Tote password was changed');
    expect(mail?.text).toContain('every other device');
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const person = await signUpVerified(t);
    const response = await post(
      t,
      '/me/password',
      { currentPassword: 'not-my-password-1', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      withSession(person.token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'wrong_password',
      message: profileMessages.currentPasswordWrong,
      fields: { currentPassword: profileMessages.currentPasswordWrong },
    });
    await login(t, person.email, person.password);
  });

  it('checks the new password with the sign-up rules and the confirmation', async () => {
    const person = await signUpVerified(t);
    const response = await post(
      t,
      '/me/password',
      { currentPassword: person.password, password: 'short', confirmPassword: 'other' },
      withSession(person.token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ password: messages.passwordIncorrect });

    const mismatch = await post(
      t,
      '/me/password',
      { currentPassword: person.password, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
      withSession(person.token),
    );
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: messages.passwordsDoNotMatch });
  });

  it('counts wrong current passwords towards the sign-in limit', async () => {
    const person = await signUpVerified(t);
    const attempt = () =>
      post(
        t,
        '/me/password',
        { currentPassword: 'guess-number-1', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        withSession(person.token),
      );
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAccount; i += 1) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_attempts');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('needs a session', async () => {
    const response = await post(t, '/me/password', {
      currentPassword: 'x',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /me/deactivate (account settings)', () => {
  it('needs the typed word and the password', async () => {
    const person = await signUpVerified(t);
    const unconfirmed = await post(
      t,
      '/me/deactivate',
      { password: person.password, confirm: 'deactivate' },
      withSession(person.token),
    );
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.fields).toEqual({ confirm: profileMessages.deactivateConfirm });

    const wrong = await post(
      t,
      '/me/deactivate',
      { password: 'not-my-password-1', confirm: 'DEACTIVATE' },
      withSession(person.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: profileMessages.currentPasswordWrong });
    expect((await getSession(t, person.token)).statusCode).toBe(200);
  });

  it('ends every session, clears the cookie and blocks sign-in; staff still see the records', async () => {
    const person = await signUpVerified(t);
    const otherDevice = await login(t, person.email, person.password);
    const response = await post(
      t,
      '/me/deactivate',
      { password: person.password, confirm: 'DEACTIVATE' },
      withSession(person.token),
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(sessionCookieOf(response)?.value).toBe('');

    expect((await getSession(t, person.token)).statusCode).toBe(401);
    expect((await getSession(t, otherDevice)).statusCode).toBe(401);

    const again = await post(t, '/auth/login', { email: person.email, password: person.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toMatchObject({
      code: 'account_deactivated',
      message: accountErrorMessages.accountDeactivated,
    });

    const staff = await createStaff(t);
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${person.userId}/profile`,
      cookies: withSession(staff.token),
    });
    expect(profile.statusCode).toBe(200);
  });
});
