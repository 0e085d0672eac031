import { formatMoney, type Money } from '@tote/validation/orders';
import type { MailMessage } from '../../plugins/mail';

// The wallet's emails: plain text first (what every client shows), and a simple HTML twin.

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function html(title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
<p style="color:#6b7280;font-size:12px">Tote: send items worldwide via trusted travelers.</p>
</body></html>`;
}

function message(to: string, subject: string, paragraphs: string[]): MailMessage {
  return { to, subject, text: `${paragraphs.join('\n\n')}\n`, html: html(subject, paragraphs) };
}

interface Recipient {
  email: string;
  fullName: string;
}

export function payoutPaidMail(to: Recipient, amount: Money, destination: string): MailMessage {
  const sum = formatMoney(amount);
  return message(to.email, `Your payout of ${sum} was paid`, [
    `Hi ${to.fullName}, your payout of ${sum} was sent to ${destination}.`,
    'Banks can take a few working days to show it on your statement.',
  ]);
}

export function payoutFailedMail(
  to: Recipient,
  amount: Money,
  destination: string,
  reason: string,
): MailMessage {
  const sum = formatMoney(amount);
  return message(to.email, `Your payout of ${sum} failed`, [
    `Hi ${to.fullName}, your payout of ${sum} to ${destination} could not be made.`,
    `The reason: ${reason}`,
    'The money is back in your available balance. Check your bank account in the wallet, then withdraw again.',
  ]);
}
