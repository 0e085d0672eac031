import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A traveler's refusal of the items at pick-up (modules/contents; docs/decisions/020-declared-contents.md):
 * what they said and when. The order's history keeps the same reason as its `unmatched` note; this row is
 * what the photos hang on, and what staff read on the order's page.
 */
export const pickupRefusals = pgTable(
  'pickup_refusals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    travelerId: uuid('traveler_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    refusedAt: timestamptz('refused_at').notNull(),
  },
  (table) => [index('pickup_refusals_order_id_idx').on(table.orderId)],
);

/**
 * The optional photos of a refusal, re-encoded by modules/uploads into the `refusals` folder under a random
 * key, served only to staff (GET /admin/refusals/:refusalId/photos/:position). Their size counts toward the
 * traveler's upload quota.
 */
export const pickupRefusalPhotos = pgTable(
  'pickup_refusal_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refusalId: uuid('refusal_id')
      .notNull()
      .references(() => pickupRefusals.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Detected from the file's bytes, not from the upload's claimed type. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Order as uploaded, from 0. */
    position: smallint('position').notNull(),
  },
  (table) => [
    uniqueIndex('pickup_refusal_photos_refusal_position_key').on(table.refusalId, table.position),
    uniqueIndex('pickup_refusal_photos_storage_key_key').on(table.storageKey),
  ],
);

export type PickupRefusalRow = typeof pickupRefusals.$inferSelect;
