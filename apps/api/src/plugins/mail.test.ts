import type { AddressInfo } from 'node:net';
import type { FailingJobList } from '@tote/validation/jobs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AccountsTestApp,
  API,
  buildAccountsTestApp,
  createStaff,
  post,
  signUp,
} from '../../test/accounts';
import { PRODUCTION_REQUIREMENTS } from '../../test/helper';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

// A real SMTP server inside the test: the mail goes through nodemailer, the network and the job queue, not a
// stub. It refuses a recipient with a temporary error (451) as many times as `refusals` says for that address
// (Infinity: always), as a greylisting or overloaded server does; every attempt is counted.
const received: Received[] = [];
const attempts = new Map<string, number>();
const refusals = new Map<string, number>();
const waiting: Array<{ to: string; resolve: (message: Received) => void }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onRcptTo(address, _session, callback) {
    const to = address.address;
    attempts.set(to, (attempts.get(to) ?? 0) + 1);
    const left = refusals.get(to) ?? 0;
    if (left > 0) {
      refusals.set(to, left - 1);
      const error = new Error('4.7.1 Greylisted, please try again later') as Error & { responseCode: number };
      error.responseCode = 451;
      callback(error);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const message = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(message);
      for (const wait of waiting.splice(0)) {
        if (message.to.includes(wait.to)) wait.resolve(message);
        else waiting.push(wait);
      }
      callback();
    });
  },
});

/** The first message the SMTP server accepts for `to` (already received, or when it arrives). */
function delivered(to: string): Promise<Received> {
  const found = received.find((message) => message.to.includes(to));
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => waiting.push({ to, resolve }));
}

let t: AccountsTestApp;
let production: AccountsTestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildAccountsTestApp({
    env: {
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Tote Test <mail@tote.test>',
      // Two retries, a second apart and then two (pg-boss doubles the delay, with some jitter on top).
      MAIL_RETRY_LIMIT: '2',
      MAIL_RETRY_DELAY_SECONDS: '1',
    },
  });
  production = await buildAccountsTestApp({
    env: { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS },
  });
});
afterAll(async () => {
  await t?.close();
  await production?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const codeIn = (message: Received) => message.raw.match(/^\s*(\d{6})\s*$/m)?.[1];

describe('mail over SMTP, through the job queue', () => {
  it('sends the verification code through a real SMTP server, and the code works', async () => {
    const { body } = await signUp(t);
    const message = await delivered(body.email);
    expect(message.from).toBe('mail@tote.test');
    expect(message.to).toEqual([body.email]);
    expect(message.raw).toMatch(/Subject: \d{6} is your Tote verification code/);
    expect(message.raw).toMatch(/Content-Type: text\/html/);
    const code = codeIn(message);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(t, '/auth/verify-email', { email: body.email, code: code as string });
    expect(verified.statusCode).toBe(200);
  });

  it('tries again when the SMTP server refuses for now (451), and delivers once it accepts', async () => {
    const email = `greylisted-${Date.now()}@tote.test`;
    refusals.set(email, 2);
    const { response } = await signUp(t, { email });
    // The request does not wait for the SMTP server: the message is queued.
    expect(response.statusCode).toBe(201);

    const message = await delivered(email);
    // Refused twice, accepted on the third attempt: the queue's retries, not a second request.
    expect(attempts.get(email)).toBe(3);
    expect(received.filter((each) => each.to.includes(email))).toHaveLength(1);
    const verified = await post(t, '/auth/verify-email', { email, code: codeIn(message) as string });
    expect(verified.statusCode).toBe(200);
  });

  it('keeps nothing in the outbox table when sending over SMTP', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/dev/mailbox` });
    expect(response.json().messages).toEqual([]);
  });

  it('a message refused on every attempt becomes a failed job that staff see, with the SMTP error', async () => {
    const email = `always-refused-${Date.now()}@tote.test`;
    refusals.set(email, Number.POSITIVE_INFINITY);
    await signUp(t, { email });
    const staff = await createStaff(t);
    const failing = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}/admin/jobs/failing`,
        cookies: { tote_session: staff.token },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as FailingJobList).jobs.filter((job) => job.name === 'mail');
    };
    // The first attempt and both retries, then the queue gives up (no timing asserted: it waits for the state).
    await vi.waitFor(
      async () => {
        const [job] = await failing();
        expect(job?.state).toBe('failed');
      },
      { timeout: 30_000, interval: 250 },
    );
    const [job] = await failing();
    expect(job).toMatchObject({
      name: 'mail',
      state: 'failed',
      attempts: 3,
      maxAttempts: 3,
      nextAttemptAt: null,
    });
    expect(job?.lastError).toMatch(/451/);
    expect(attempts.get(email)).toBe(3);
    // What staff read never carries the message (it holds a code).
    expect(JSON.stringify(job)).not.toContain(email);
  });
});

describe('the development mailbox in production', () => {
  it('does not exist', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: `${API}/dev/mailbox`,
      headers: { host: 'example.com' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('sets a Secure session cookie for the whole domain', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: `${API}/auth/logout`,
      payload: {},
      headers: { host: 'example.com' },
    });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'tote_session');
    expect(cookie).toMatchObject({ secure: true, domain: 'example.com', httpOnly: true, sameSite: 'Lax' });
  });
});
