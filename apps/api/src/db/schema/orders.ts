import { ORDER_STATUSES } from '@tote/validation/orders';
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A delivery order (docs/product/sender.md, Request Delivery). Money is integer minor units plus a currency,
 * weight integer grams, so nothing is ever a float in the database. `status` moves only through
 * modules/orders/order-status.ts (transitionOrder), which also writes the order_events row.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people read and type: TT- and six characters of DELIVERY_ID_PATTERN's unambiguous alphabet. */
    deliveryId: text('delivery_id').notNull().unique('orders_delivery_id_key'),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    itemNames: text('item_names').array().notNull(),
    pickupAddress: text('pickup_address').notNull(),
    /** ISO 3166-1 alpha-2 (CountryCodeSchema); the CHECK keeps free text out (migration 0005, ADR 008). */
    pickupCountry: text('pickup_country').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryCountry: text('delivery_country').notNull(),
    receiverName: text('receiver_name').notNull(),
    /** E.164 (PhoneSchema). */
    receiverPhone: text('receiver_phone').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('processing'),
    /** The form's Idempotency-Key: a repeat POST from the same sender answers the first order. */
    idempotencyKey: uuid('idempotency_key'),
    /**
     * sha256 of the request the key came with (its fields and the digests of its images), so a reuse of the key
     * with another body is refused (IETF draft "The Idempotency-Key HTTP Header Field", Error Scenarios: 422). Null on
     * orders placed before it was kept; a repeat of those is answered as before.
     */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /**
     * Lower-cased delivery id, category, item names and destination, kept by orders.repo.ts on every write and
     * searched with a trigram index (ILIKE '%q%'); the traveler's name is searched through the active match.
     */
    searchText: text('search_text').notNull(),
    /**
     * The 6-digit hand-over code, made when the order is matched and shown to its sender only (docs/decisions/
     * 009-trips-and-hand-over.md): stored as it is, because the sender must read it; cleared once the order is
     * delivered or cancelled, so only codes of open deliveries exist.
     */
    handOverCode: text('hand_over_code'),
    /** Wrong codes typed by the traveler since the match; at HAND_OVER_MAX_ATTEMPTS the hand-over is locked. */
    handOverAttempts: integer('hand_over_attempts').notNull().default(0),
    /** The optional photo taken at hand-over (modules/uploads: re-encoded, random name under DATA_DIR). */
    handOverPhotoKey: text('hand_over_photo_key'),
    handOverPhotoType: text('hand_over_photo_type'),
    /** Bytes of the stored photo; counts towards the traveler's upload quota. */
    handOverPhotoSize: integer('hand_over_photo_size'),
    /** Who took the photo (the traveler of the match), for the upload quota. */
    handOverPhotoBy: uuid('hand_over_photo_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Declared contents (docs/decisions/020-declared-contents.md): when the sender attested that none of the items
     * (category, item names; declared value = price) is on the prohibited items list, and which version of the
     * list (PROHIBITED_ITEMS_VERSION). Null on orders placed before the attestation existed.
     */
    contentsAttestedAt: timestamptz('contents_attested_at'),
    prohibitedListVersion: text('prohibited_list_version'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('orders_sender_idempotency_key').on(table.senderId, table.idempotencyKey),
    // A list's page and its count come from the index alone (status is in it for the tabs; ADR 026). Ascending:
    // read backwards, an index gives `created_at DESC, id DESC` (NULLS FIRST, the default), which a DESC NULLS
    // LAST index would not match.
    index('orders_sender_created_at_id_idx').on(table.senderId, table.createdAt, table.id, table.status),
    // With the sender, for the staff's search of the orders in a status by a name (/admin-l's waiting orders).
    index('orders_status_created_at_id_sender_idx').on(
      table.status,
      table.createdAt,
      table.id,
      table.senderId,
    ),
    /**
     * The staff's every-order list (/admin's Update Delivery Status), newest first; the sender is in it for the
     * staff's search by a name many people share, which reads it newest first and keeps the namesakes' orders
     * (admin.repo.ts newestOrderHits) without visiting the table.
     */
    index('orders_created_at_id_sender_idx').on(table.createdAt, table.id, table.senderId),
    /** Sender in Sync (modules/matches): orders waiting for a traveler on one route, oldest first. */
    index('orders_processing_route_created_at_idx')
      .on(table.pickupCountry, table.deliveryCountry, table.createdAt, table.id)
      .where(sql`${table.status} = 'processing'`),
    index('orders_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check(
      'orders_status_check',
      sql`${table.status} in ('processing', 'matched', 'shipping', 'delivered', 'cancelled', 'failed')`,
    ),
    check('orders_pickup_country_check', sql`${table.pickupCountry} ~ '^[A-Z]{2}$'`),
    check('orders_delivery_country_check', sql`${table.deliveryCountry} ~ '^[A-Z]{2}$'`),
    check('orders_weight_grams_check', sql`${table.weightGrams} > 0`),
    check('orders_price_minor_check', sql`${table.priceMinor} > 0`),
    check('orders_hand_over_attempts_check', sql`${table.handOverAttempts} >= 0`),
    check('orders_hand_over_code_check', sql`${table.handOverCode} ~ '^[0-9]{6}$'`),
    // An attestation is always against a named version of the list.
    check(
      'orders_contents_attestation_check',
      sql`(${table.contentsAttestedAt} is null) = (${table.prohibitedListVersion} is null)`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
