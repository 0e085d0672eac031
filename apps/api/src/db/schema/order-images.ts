import { integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Photos of an order's items. The file lives in DATA_DIR/uploads/orders/<storage_key> (a random name, no user
 * input in the path) and is served only through GET /orders/:deliveryId/images/:imageId to the owner or staff.
 */
export const orderImages = pgTable(
  'order_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Detected from the file's bytes, not from the upload's claimed type. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Order as uploaded, from 0. */
    position: smallint('position').notNull(),
  },
  (table) => [
    uniqueIndex('order_images_order_position_key').on(table.orderId, table.position),
    uniqueIndex('order_images_storage_key_key').on(table.storageKey),
  ],
);

export type OrderImageRow = typeof orderImages.$inferSelect;
