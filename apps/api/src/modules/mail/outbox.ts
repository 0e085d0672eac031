import type { Database } from '../../db/client';
import * as repo from './mail.repo';

/*
 * The mail module's public face on mail_outbox, for the development transport (plugins/mail.ts,
 * MAIL_TRANSPORT=outbox): each message it would have sent is kept here and shown at /dev/mailbox.
 */

export interface OutboxMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Keeps the message in the outbox as of `at` (the app's clock). */
export function storeInOutbox(db: Database, message: OutboxMessage, at: Date): Promise<void> {
  return repo.insertOutboxMessage(db, { ...message, createdAt: at });
}
