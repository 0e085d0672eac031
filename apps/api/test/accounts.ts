import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSignUp } from '@tote/fixtures/factories/accounts';
import { MailboxSchema, type SignUpInput } from '@tote/validation/accounts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../src/db/client';
import { SESSION_COOKIE } from '../src/modules/accounts/accounts.policy';
import { hashPassword } from '../src/modules/accounts/passwords';
import { createManualClock, type ManualClock } from './clock';
import { buildTestApp, type TestApp, type TestAppOptions } from './helper';
import { type FilePart, multipart } from './multipart';

// Helpers for the accounts tests: an app on a moving clock with its own DATA_DIR, and the steps a person takes
// (sign up, read the mail, confirm, sign in) through the real HTTP API.

export interface AccountsTestApp extends TestApp {
  clock: ManualClock;
  dataDir: string;
}

export async function buildAccountsTestApp(options: TestAppOptions = {}): Promise<AccountsTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tote-accounts-'));
  const clock = createManualClock();
  const t = await buildTestApp({ clock, ...options, env: { DATA_DIR: dataDir, ...options.env } });
  return {
    ...t,
    clock,
    dataDir,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One AccountsTestApp for the whole test file: built in beforeAll, closed in afterAll. The returned object is
 * filled in when beforeAll runs, so use it inside hooks and tests only.
 */
export function useAccountsTestApp(options: TestAppOptions = {}): AccountsTestApp {
  const t = {} as AccountsTestApp;
  beforeAll(async () => {
    Object.assign(t, await buildAccountsTestApp(options));
  });
  afterAll(() => t.close?.());
  return t;
}

export const API = '/api/v1';

/** The tote_session cookie a response set ('' when it cleared it), or undefined when it set none. */
export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

export function sessionTokenOf(response: LightMyRequestResponse): string {
  const cookie = sessionCookieOf(response);
  expect(cookie?.value, `expected a ${SESSION_COOKIE} cookie`).toBeTruthy();
  return cookie?.value as string;
}

export const withSession = (token: string) => ({ [SESSION_COOKIE]: token });

export async function mailbox(t: TestApp, to?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}/dev/mailbox`,
    query: to ? { to } : {},
  });
  expect(response.statusCode).toBe(200);
  return MailboxSchema.parse(response.json()).messages;
}

/** The code in the newest mail to `email` (codes stand alone on their own line). */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [latest] = await mailbox(t, email);
  const match = latest?.text.match(/^\s*(\d{6})\s*$/m);
  if (!match?.[1]) throw new Error(`No code in the latest mail to ${email}: ${latest?.text}`);
  return match[1];
}

export function post(t: TestApp, url: string, payload: object, cookies: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `${API}${url}`, payload, cookies });
}

/** Signs up (the employer form unless told otherwise); expects 201. */
export async function signUp(t: TestApp, overrides: Partial<SignUpInput> = {}) {
  const body = buildSignUp(overrides);
  const response = await post(t, '/auth/signup', body);
  expect(response.statusCode, response.body).toBe(201);
  return { body, response };
}

/** Signs up and confirms the email: a signed-in person with a session token. */
export async function signUpVerified(t: TestApp, overrides: Partial<SignUpInput> = {}) {
  const { body } = await signUp(t, overrides);
  const code = await latestCode(t, body.email);
  const response = await post(t, '/auth/verify-email', { email: body.email, code });
  expect(response.statusCode, response.body).toBe(200);
  return {
    email: body.email,
    password: body.password,
    token: sessionTokenOf(response),
    userId: response.json().user.id as string,
  };
}

export async function login(t: TestApp, email: string, password: string, keepLoggedIn = false) {
  const response = await post(t, '/auth/login', { email, password, keepLoggedIn });
  expect(response.statusCode, response.body).toBe(200);
  return sessionTokenOf(response);
}

export function getSession(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: `${API}/auth/session`, cookies: withSession(token) });
}

export type { FilePart } from './multipart';

/** A multipart/form-data body with these files and fields (test/multipart.ts). */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  return multipart(fields, files);
}

export const STAFF_PASSWORD = 'staff-pass-123';

/** The current code of a TOTP secret (base32) at the app's clock, as an authenticator app would show it. */
export function totpCode(t: TestApp, secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: t.app.clock.now().getTime() + offsetSteps * 30_000,
  });
}

/** Inserts a staff row (ADR 002: staff accounts are never made through the API). */
export async function insertStaffRow(t: TestApp): Promise<{ email: string; userId: string }> {
  const email = `staff-${Math.random().toString(36).slice(2)}@tote.test`;
  const now = new Date().toISOString();
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into users
      (email, full_name, country, password_hash, email_verified_at, is_staff, created_at, updated_at)
      values (${email}, 'Staff Person', 'GB', ${await hashPassword(STAFF_PASSWORD)}, ${now}, true, ${now}, ${now})
      returning id`,
  );
  return { email, userId: row?.id as string };
}

/** POST /auth/login for a staff account: expects the 401 with a ticket and returns it. */
export async function staffTicket(
  t: TestApp,
  email: string,
  expected: 'enrolment_required' | 'second_factor_required',
): Promise<string> {
  const response = await post(t, '/auth/login', { email, password: STAFF_PASSWORD });
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().error.code).toBe(expected);
  expect(sessionCookieOf(response)).toBeUndefined();
  return response.json().error.challenge.ticket as string;
}

/** A staff account signed in the real way: password, authenticator enrolment, first code. */
export async function createStaff(
  t: TestApp,
): Promise<{ token: string; userId: string; email: string; secret: string; recoveryCodes: string[] }> {
  const { email, userId } = await insertStaffRow(t);
  const ticket = await staffTicket(t, email, 'enrolment_required');
  const enrolment = await post(t, '/auth/two-factor/enrolment', { ticket });
  expect(enrolment.statusCode, enrolment.body).toBe(200);
  const secret = enrolment.json().secret as string;
  const confirmed = await post(t, '/auth/two-factor/enrolment/confirm', {
    ticket,
    code: totpCode(t, secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    token: sessionTokenOf(confirmed),
    userId,
    email,
    secret,
    recoveryCodes: confirmed.json().recoveryCodes as string[],
  };
}

// A real 1x1 PNG and a real 1x1 GIF.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
