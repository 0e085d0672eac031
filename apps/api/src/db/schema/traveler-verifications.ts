import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a traveler sent to be verified (docs/product/accounts.md, "Verify as a Traveler"). The national ID
 * image lives in DATA_DIR/private/national-ids/<national_id_file> (outside every served folder); this row
 * names it.
 */
export const travelerVerifications = pgTable('traveler_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  residentialAddress: text('residential_address').notNull(),
  placeOfWork: text('place_of_work').notNull(),
  /** Random file name (no user input in the path). */
  nationalIdFile: text('national_id_file').notNull(),
  /** Detected from the file's bytes, not from the upload's claimed type. */
  nationalIdType: text('national_id_type').notNull(),
  nationalIdSize: integer('national_id_size').notNull(),
  submittedAt: timestamptz('submitted_at').notNull(),
  reviewedAt: timestamptz('reviewed_at'),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewNote: text('review_note'),
});

export type TravelerVerificationRow = typeof travelerVerifications.$inferSelect;
