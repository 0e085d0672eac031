import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO, ORIGIN, submitLogin, urlOf } from '../fixtures/accounts';
import {
  enrolOnScreen,
  forgetStaffFactors,
  nextTotpCode,
  takeRecoveryCode,
  typeAuthenticatorCode,
} from '../fixtures/two-factor';
import { SITES } from '../playwright.config';

// The staff journey (ADR 006): the demo admin's first sign-in sets up the authenticator, then signs out,
// signs in with a code, and once with a recovery code. It runs as the setup project every other project
// depends on, so the authenticator it saves (e2e/.auth) signs the admin in for the later tests of the run.

const admin = DEMO.admin;

/** Full-page screenshots at the two widths the app is designed for, attached to the report. */
async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const file = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(`${name} (${width})`, { path: file, contentType: 'image/png' });
  }
}

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(urlOf('shell', '/login'));
}

test('staff: enrol an authenticator, sign out, sign in with a code, then with a recovery code', async ({
  page,
}) => {
  forgetStaffFactors();

  // First sign-in: the right password (and "Keep me logged in") leads to the authenticator setup.
  await page.goto(`${SITES.shell}/login`);
  await page.getByRole('checkbox', { name: 'Keep me logged in' }).check();
  await submitLogin(page, admin);
  await expect(page).toHaveURL(urlOf('shell', '/sign-in/authenticator'));
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await screenshots(page, 'staff-enrolment');

  const factor = await enrolOnScreen(page, admin.email);
  await expect(page.getByText(factor.recoveryCodes[0] as string)).toBeVisible();
  await screenshots(page, 'staff-recovery-codes');
  await page.getByRole('button', { name: 'I saved my codes, continue' }).click();
  await expect(page).toHaveURL(urlOf('admin', '/admin'));
  await expect(page.getByRole('banner').getByText('Ada Admin')).toBeVisible();
  // No 30-day cookie for staff: it ends with the browser session, whatever the checkbox said.
  const [cookie] = (await page.context().cookies(SITES.admin)).filter(({ name }) => name === 'tote_session');
  expect(cookie?.expires).toBe(-1);

  // Second sign-in: the code from the authenticator; a wrong one first.
  await signOut(page);
  await submitLogin(page, admin);
  await expect(page).toHaveURL(urlOf('shell', '/sign-in/code'));
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await screenshots(page, 'staff-second-factor');
  const code = await nextTotpCode(admin.email);
  const wrong = Array.from(code, (digit) => String((Number(digit) + 5) % 10)).join('');
  await typeAuthenticatorCode(page, wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "That code isn't right" })).toBeVisible();
  await typeAuthenticatorCode(page, code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(urlOf('admin', '/admin'));

  // Third sign-in: a recovery code instead of the app.
  await signOut(page);
  await submitLogin(page, admin);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const recoveryCode = takeRecoveryCode(admin.email);
  await page.getByLabel(/^Recovery code/).fill(recoveryCode);
  await screenshots(page, 'staff-recovery-code');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(urlOf('admin', '/admin'));

  // That recovery code is spent.
  const login = await page.request.post(`${SITES.shell}/api/v1/auth/login`, {
    headers: ORIGIN,
    data: { email: admin.email, password: admin.password },
  });
  expect(login.status()).toBe(401);
  const { error } = await login.json();
  const reuse = await page.request.post(`${SITES.shell}/api/v1/auth/two-factor/recover`, {
    headers: ORIGIN,
    data: { ticket: error.challenge.ticket, recoveryCode },
  });
  expect(reuse.status()).toBe(400);
  expect((await reuse.json()).error.code).toBe('wrong_recovery_code');
});
