import type { CodePurpose } from '@tote/validation/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../plugins/mail';

// The account emails: plain text first (what every client shows), and a simple HTML twin.

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `code`, when given, is shown large after the first paragraph. */
function html(title: string, paragraphs: string[], code?: string): string {
  const blocks = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  if (code) {
    blocks.splice(
      1,
      0,
      `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;font-family:monospace">${escapeHtml(code)}</p>`,
    );
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${blocks.join('\n')}
<p style="color:#6b7280;font-size:12px">Tote: send items worldwide via trusted travelers.</p>
</body></html>`;
}

/** A plain notice: the lines as paragraphs, in text and in HTML (also the travelers module's mails). */
export function noticeMail(
  to: { email: string; fullName: string },
  title: string,
  lines: string[],
): MailMessage {
  return { to: to.email, subject: title, text: `${lines.join('\n\n')}\n`, html: html(title, lines) };
}

const minutes = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`;

export function codeMail(
  to: { email: string; fullName: string },
  purpose: CodePurpose,
  code: string,
  ttlSeconds: number,
): MailMessage {
  const valid = `The code works for ${minutes(ttlSeconds)}. If it runs out, ask for a new one on the same screen.`;
  const notYou = 'If you did not ask for this, you can ignore this email.';
  if (purpose === 'verify_email') {
    const title = 'Your Tote verification code';
    const intro = `Hi ${to.fullName}, enter this code to confirm your email address:`;
    return {
      to: to.email,
      subject: `${code} is your Tote verification code`,
      text: `${intro}\n\n    ${code}\n\n${valid}\n\n${notYou}\n`,
      html: html(title, [intro, valid, notYou], code),
    };
  }
  const title = 'Your Tote password reset code';
  const intro = `Hi ${to.fullName}, enter this code to choose a new password:`;
  return {
    to: to.email,
    subject: `${code} is your Tote password reset code`,
    text: `${intro}\n\n    ${code}\n\n${valid}\n\n${notYou} Your password stays as it is.\n`,
    html: html(title, [intro, valid, `${notYou} Your password stays as it is.`], code),
  };
}

/** `thisDeviceStays`: changed in account settings, where the device that changed it stays signed in. */
export function passwordChangedMail(
  to: { email: string; fullName: string },
  { thisDeviceStays = false }: { thisDeviceStays?: boolean } = {},
): MailMessage {
  const title = 'Your Tote password was changed';
  const signedOut = thisDeviceStays
    ? 'every other device that was signed in has been signed out'
    : 'every device that was signed in has been signed out';
  const lines = [
    `Hi ${to.fullName}, the password of your Tote account was just changed, and ${signedOut}.`,
    'If this was you, there is nothing more to do.',
    'If it was not you, reset your password now with "Forgot password" on the sign-in page, and tell us by replying to this email.',
  ];
  return { to: to.email, subject: title, text: `${lines.join('\n\n')}\n`, html: html(title, lines) };
}

/**
 * Sent once when too many wrong codes lock the account's codes (accounts.policy.ts CODE_FAILURE_LIMIT): someone
 * may be guessing a reset code, and the owner should know even though nothing changed.
 */
export function codesLockedMail(to: { email: string; fullName: string }, until: Date): MailMessage {
  const title = 'Too many wrong codes on your Tote account';
  const when = `${until.toISOString().slice(0, 16).replace('T', ' at ')} UTC`;
  const lines = [
    `Hi ${to.fullName}, someone entered many wrong email codes for your Tote account, so for its safety we have paused email confirmation and password reset codes until ${when}.`,
    'Your password has not changed, and you can still sign in with it.',
    'If it was not you, nothing more is needed: the codes stay paused until then. If you think someone knows your password, change it in your account settings.',
  ];
  return { to: to.email, subject: title, text: `${lines.join('\n\n')}\n`, html: html(title, lines) };
}

/** Mail that follows a change already made: a failure is logged, the change stands. */
export async function sendNotice(
  { mailer, log }: { mailer: Mailer; log: FastifyBaseLogger },
  message: MailMessage,
  context: Record<string, unknown>,
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    log.error({ err: error, ...context, subject: message.subject }, 'could not send a notice mail');
  }
}
