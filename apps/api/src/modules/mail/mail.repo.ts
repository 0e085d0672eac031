import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type MailOutboxRow, mailOutbox, type NewMailOutboxRow } from '../../db/schema/mail-outbox';

// SQL only: the development outbox, written by the outbox transport (plugins/mail.ts, through outbox.ts) and
// read by the mailbox.

/** The newest `limit` messages of the outbox, to one address or to anyone. */
export function listOutbox(
  db: Database,
  filter: { to: string | undefined; limit: number },
): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(filter.to ? eq(mailOutbox.to, filter.to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(filter.limit);
}

/** Keeps one message in the outbox. */
export async function insertOutboxMessage(db: Database, message: NewMailOutboxRow): Promise<void> {
  await db.insert(mailOutbox).values(message);
}
