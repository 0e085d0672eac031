import './zod-config';
import { z } from 'zod';

/**
 * The development outbox (DEV_MAILBOX, ADR 005): what the API "sent", for the shell's /dev/mailbox page. Never in
 * production, and only for this machine: anyone else gets the API's 404. The route: contracts/mail.ts; its
 * answer is MailboxSchema (accounts.ts, next to the mail it shows).
 */

/** The outbox's messages to one address. */
export const MailboxQuerySchema = z.object({ to: z.string().trim().toLowerCase().optional() });
export type MailboxQuery = z.input<typeof MailboxQuerySchema>;
