import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookRejected } from '../provider';

/**
 * The Stripe signature scheme, which the test provider signs its events with so that its webhooks take the same
 * route and checks as Stripe's: header `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + body)>`.
 */

const hmac = (secret: string, signedAt: number, body: string) =>
  createHmac('sha256', secret).update(`${signedAt}.${body}`, 'utf8').digest('hex');

export function signPayload(body: string, secret: string, at: Date): string {
  const signedAt = Math.floor(at.getTime() / 1000);
  return `t=${signedAt},v1=${hmac(secret, signedAt, body)}`;
}

/** Checks the signature (constant time), then the five-minute window against `now` (either side). */
export function verifySignedPayload(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
): void {
  if (!header) throw new WebhookRejected('signature');
  let signedAt: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key === 't' && value && /^\d{1,12}$/.test(value)) signedAt = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (signedAt === null || signatures.length === 0) throw new WebhookRejected('signature');
  const expected = Buffer.from(hmac(secret, signedAt, body), 'hex');
  if (!signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected))) {
    throw new WebhookRejected('signature');
  }
  if (Math.abs(now.getTime() / 1000 - signedAt) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookRejected('stale');
}
