import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type MailOutboxRow, mailOutbox } from '../../db/schema/mail-outbox';

// SQL only: the development outbox as the mailbox reads it (plugins/mail.ts writes it).

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
