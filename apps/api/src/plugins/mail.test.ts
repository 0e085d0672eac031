import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, API, buildAccountsTestApp, post, signUp } from '../../test/accounts';
import { PRODUCTION_REQUIREMENTS } from '../../test/helper';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

// A real SMTP server inside the test: the mail goes through nodemailer and the network, not a stub.
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

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

describe('mail over SMTP', () => {
  it('sends the verification code through a real SMTP server, and the code works', async () => {
    const { body } = await signUp(t);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('mail@tote.test');
    expect(message?.to).toEqual([body.email]);
    expect(message?.raw).toMatch(/Subject: \d{6} is your Tote verification code/);
    expect(message?.raw).toMatch(/Content-Type: text\/html/);
    const code = message?.raw.match(/^\s*(\d{6})\s*$/m)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(t, '/auth/verify-email', { email: body.email, code: code as string });
    expect(verified.statusCode).toBe(200);
  });

  it('keeps nothing in the outbox table when sending over SMTP', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/dev/mailbox` });
    expect(response.json().messages).toEqual([]);
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
