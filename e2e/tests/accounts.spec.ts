import type { Page } from '@playwright/test';
import {
  createSender,
  newUser,
  ORIGIN,
  readCode,
  signInViaForm,
  signUpViaApi,
  submitLogin,
  type TestUser,
  typeCode,
  urlOf,
  wrongCodeFor,
} from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// A real 1x1 PNG: the server checks a national ID by its content (magic bytes), not by its name.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The sign-up form of /sign-up and /signup-t, filled in as a person would. The page must be on the form.
 */
async function fillSignUp(page: Page, user: TestUser) {
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Country').selectOption('Nigeria');
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel(/^Confirm Password/).fill(user.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * Failed sign-ins count per account (5) and per client IP (20 in 15 minutes, accounts.policy.ts LOGIN_THROTTLE),
 * counted before the password is checked, so a refused sign-in counts too; every journey here runs from one IP,
 * so the tests that fail sign-ins on purpose keep to the few they need (9 per project, 18 in a run). A second
 * run against a reused server (reuseExistingServer outside CI) within 15 minutes would pass 20 and every sign-in
 * would answer 429: restart the server between runs. The per-IP request limits of the account endpoints
 * (AUTH_RATE_LIMITS) are raised by e2e/server.mjs (AUTH_IP_LIMIT_FACTOR), as every journey signs up from here.
 */
test.describe('accounts', () => {
  test('an employer signs up, types the emailed code and lands in the sender app', async ({ page }) => {
    const user = newUser('employer');
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Create your employer account' })).toBeVisible();
    await fillSignUp(page, user);

    await expect(page).toHaveURL(urlOf('shell', '/pass-t'));
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText(/You can generate a new code in/)).toBeVisible();
    await saveScreenshot(page, 'pass-t');

    await typeCode(page, await readCode(page.request, user.email, 'verify_email'));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(urlOf('sender', '/home'));
    await expect(page.getByRole('banner').getByText('Welcome, Nia')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sender menu' })).toBeVisible();
  });

  test('a traveler signs up, chooses the role, sends the ID and reaches the traveler app', async ({
    page,
  }) => {
    const user = newUser('traveler');
    await page.goto('/signup-t');
    await expect(page.getByRole('heading', { name: 'Create your traveler account' })).toBeVisible();
    await saveScreenshot(page, 'signup-t');
    await fillSignUp(page, user);

    await expect(page).toHaveURL(urlOf('shell', '/pass-t'));
    await typeCode(page, await readCode(page.request, user.email, 'verify_email'));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(urlOf('shell', '/user-o'));
    await expect(page.getByRole('heading', { name: 'Are you a Sender or a Traveler?' })).toBeVisible();
    await expect(page.getByText(`Welcome, ${user.fullName}.`)).toBeVisible();
    await saveScreenshot(page, 'user-o');
    await page.getByRole('radio', { name: /^Traveler/ }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(urlOf('shell', '/user-v'));
    await expect(page.getByRole('heading', { name: 'Verify as a Traveler' })).toBeVisible();
    await saveScreenshot(page, 'user-v');
    await page.getByLabel('Residential Address').fill('12 Admiralty Way, Lekki, Lagos');
    await page.getByLabel('Place of work / Address').fill('Tote Logistics, 4 Marina Road, Lagos');
    await page
      .getByLabel('Upload National ID')
      .setInputFiles({ name: 'national-id.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByText('national-id.png')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(urlOf('shell', '/result'));
    await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await saveScreenshot(page, 'result');
    await page.getByRole('link', { name: 'Go to traveler home' }).click();

    await expect(page).toHaveURL(urlOf('traveler', '/traveler-home'));
    await expect(page.getByRole('navigation', { name: 'Traveler menu' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Welcome, Nia')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: "We're checking your ID. We'll email you when it's done." }),
    ).toBeVisible();
  });

  test('forgot password: a code, a new password, and only the new one signs in', async ({
    page,
    request,
    consoleGuard,
  }) => {
    // The old password, tried on purpose after the reset, is refused.
    consoleGuard.allowApiAnswer(400, '/auth/login');
    // The account is made through the API with the test's own request context: the browser stays signed out.
    const user = await createSender(request, newUser('reset'));
    const newPassword = `${user.password}-new7`;
    const signUpCode = await readCode(request, user.email, 'verify_email');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(urlOf('shell', '/forgot-password'));
    // The login form (also with an Email field) stays on screen while this screen's code loads: wait for it.
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(urlOf('shell', '/confirm-account'));
    await expect(page.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
    await saveScreenshot(page, 'confirm-account');
    await typeCode(page, await readCode(request, user.email, 'reset_password', signUpCode));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(urlOf('shell', '/new-password'));
    await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible();
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(urlOf('shell', '/login-confirmation'));
    await expect(page.getByRole('heading', { name: 'New Password' })).toBeVisible();
    await saveScreenshot(page, 'login-confirmation');
    await page.getByRole('link', { name: 'Login' }).click();

    await expect(page).toHaveURL(urlOf('shell', '/login'));
    await submitLogin(page, { email: user.email, password: user.password });
    await expect(page.getByText('Wrong password')).toBeVisible();
    await expect(page).toHaveURL(urlOf('shell', '/login'));

    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(urlOf('sender', '/home'));
    await expect(page.getByRole('banner').getByText('Welcome, Nia')).toBeVisible();
  });

  test('the sign-in form shows each of its messages', async ({ page, request, consoleGuard }) => {
    // Wrong sign-ins on purpose: the API refuses them.
    consoleGuard.allowApiAnswer(400, '/auth/login');
    const user = await createSender(request, newUser('login'));
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel(/^Password/);

    // The email is checked on every change, before any submit.
    await email.pressSequentially('nia.okafor@example');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await email.pressSequentially('.com');
    await expect(page.getByText('Please enter a valid email address.')).toBeHidden();

    const unknown = newUser('unknown');
    await email.fill(unknown.email);
    await password.fill(unknown.password);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('This email is not registered.')).toBeVisible();

    await email.fill(user.email);
    await password.fill(`${user.password}x`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Wrong password')).toBeVisible();
    await expect(page.getByText('This email is not registered.')).toBeHidden();
    await expect(page).toHaveURL(urlOf('shell', '/login'));
  });

  test('too many wrong passwords lock the account for a while', async ({ page, request, consoleGuard }) => {
    // Wrong passwords on purpose, then the lock.
    consoleGuard.allowApiAnswer(400, '/auth/login');
    consoleGuard.allowApiAnswer(429, '/auth/login');
    const user = await createSender(request, newUser('throttle'));
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill('Not-the-password-1');

    // LOGIN_THROTTLE.maxPerAccount (accounts.policy.ts): five failures are answered "Wrong password".
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
      await page.getByRole('button', { name: 'Confirm' }).click();
      expect((await answer).status(), `attempt ${attempt}`).toBe(400);
      await expect(page.getByText('Wrong password')).toBeVisible();
    }

    // The sixth is counted first and refused before the password is even checked, even the right one.
    await page.getByLabel(/^Password/).fill(user.password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByRole('alert').filter({ hasText: 'Too many sign-in attempts' })).toHaveText(
      /Too many sign-in attempts\. Try again in 15 minutes\./,
    );
    await expect(page).toHaveURL(urlOf('shell', '/login'));
  });

  test('a wrong code is refused: "Incorrect!" on /pass-t, "Wrong code." on /confirm-account', async ({
    page,
    request,
    consoleGuard,
  }) => {
    // Wrong codes on purpose.
    consoleGuard.allowApiAnswer(400, '/auth/verify-email', '/auth/password/verify-code');
    const user = newUser('wrongcode');
    await signUpViaApi(request, user);
    const code = await readCode(request, user.email, 'verify_email');

    await page.goto(`/pass-t?${new URLSearchParams({ email: user.email, kind: 'sender' })}`);
    await typeCode(page, wrongCodeFor(code));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect!' })).toHaveText('Incorrect!');
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(urlOf('shell', '/pass-t'));

    // The right code still works after one wrong try.
    await page.getByRole('textbox', { name: 'Verification code' }).click();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(urlOf('sender', '/home'));

    const forgot = await request.post(`${SITES.shell}/api/v1/auth/password/forgot`, {
      headers: ORIGIN,
      data: { email: user.email },
    });
    expect(forgot.status()).toBe(200);
    const resetCode = await readCode(request, user.email, 'reset_password');
    await page.goto(`${SITES.shell}/confirm-account?${new URLSearchParams({ email: user.email })}`);
    await typeCode(page, wrongCodeFor(resetCode));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong code.' })).toHaveText('Wrong code.');
    await expect(page).toHaveURL(urlOf('shell', '/confirm-account'));
  });

  test('Logout in the sender app ends the session', async ({ page, request, consoleGuard }) => {
    // After logout the sender app's screens ask once more and are refused (then it sends the visitor to sign in).
    consoleGuard.allowApiAnswer(401, '/auth/session', '/orders/overview', '/notifications', '/orders');
    const user = await createSender(request, newUser('logout'));
    await signInViaForm(page, user);
    await expect(page).toHaveURL(urlOf('sender', '/home'));
    await expect(page.getByRole('banner').getByText('Welcome, Nia')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Sender menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(urlOf('shell', '/login'));
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();

    await page.goto(`${SITES.sender}/home`);
    await expect(page).toHaveURL(urlOf('shell', '/login'));
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${SITES.sender}/home`);
    const session = await page.request.get(`${SITES.shell}/api/v1/auth/session`);
    expect(session.status()).toBe(401);
  });
});
