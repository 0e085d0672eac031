import type { MailMessage } from '../../plugins/mail';
import { noticeMail } from '../accounts/accounts.mail';

// The traveler verification's emails (plain text and an HTML twin, as every account mail).

export function travelerVerificationReceivedMail(to: { email: string; fullName: string }): MailMessage {
  const title = 'We received your traveler verification';
  const lines = [
    `Hi ${to.fullName}, thank you: we received your address, place of work and national ID.`,
    'Our team checks them and emails you as soon as your traveler account is verified.',
  ];
  return noticeMail(to, title, lines);
}

/** Staff approved the traveler's ID check: they may share trips now. */
export function travelerVerifiedMail(to: { email: string; fullName: string }): MailMessage {
  const title = 'You are a verified Tote traveler';
  const lines = [
    `Hi ${to.fullName}, our team checked your address, place of work and national ID: your traveler account is verified.`,
    'You can now share your trips under Upload Traveler Details. We will let you know when a delivery is matched to one.',
  ];
  return noticeMail(to, title, lines);
}

/** Staff turned the traveler's ID check down, with their reason; the traveler may send it again. */
export function travelerRejectedMail(to: { email: string; fullName: string }, reason: string): MailMessage {
  const title = 'Your Tote traveler verification was not approved';
  const lines = [
    `Hi ${to.fullName}, our team could not verify your traveler account: ${reason}`,
    'You can send your details and a clearer photo of your national ID again under Verify as a Traveler.',
  ];
  return noticeMail(to, title, lines);
}
