import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const TRIP_STATUSES = ['pending', 'approved', 'rejected', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/**
 * What the staff's trip search reads (booking id, airline, flight number, both cities), lower-cased and one per
 * line like orders.search_text; the trigram index trips_search_trgm_idx is on this very expression, so a query
 * must write it the same way (admin.repo.ts uses this function).
 */
export function tripSearchText(table: {
  bookingId: AnyPgColumn;
  airline: AnyPgColumn;
  flightNumber: AnyPgColumn;
  departureCity: AnyPgColumn;
  arrivalCity: AnyPgColumn;
}) {
  return sql`lower(${table.bookingId} || chr(10) || ${table.airline} || chr(10) || ${table.flightNumber} || chr(10) || ${table.departureCity} || chr(10) || ${table.arrivalCity})`;
}

/**
 * A traveler's flight with spare luggage room (docs/product/traveler.md, The trip form). Staff approve a
 * trip before orders are matched to it; its arrival is an order's estimated delivery. Times are instants; the
 * airports' IANA zones are kept beside them so the traveler's wall-clock times can be shown as typed.
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What staff and the traveler read and type: BK- and six characters of DELIVERY_ID_PATTERN's alphabet. */
    bookingId: text('booking_id').notNull().unique('trips_booking_id_key'),
    travelerId: uuid('traveler_id')
      .notNull()
      .references(() => users.id),
    /** ISO 3166-1 alpha-2 (CountryCodeSchema); the CHECK keeps free text out (migration 0005, ADR 008). */
    departureCountry: text('departure_country').notNull(),
    departureCity: text('departure_city').notNull(),
    arrivalCountry: text('arrival_country').notNull(),
    arrivalCity: text('arrival_city').notNull(),
    arrivalAddress: text('arrival_address').notNull(),
    departureAt: timestamptz('departure_at').notNull(),
    departureTimeZone: text('departure_time_zone').notNull(),
    arrivalAt: timestamptz('arrival_at').notNull(),
    arrivalTimeZone: text('arrival_time_zone').notNull(),
    airline: text('airline').notNull(),
    flightNumber: text('flight_number').notNull(),
    weightAvailableGrams: integer('weight_available_grams').notNull(),
    /**
     * What is left after the active matches. Matching takes an order's weight off under a row lock on the trip
     * (SELECT ... FOR UPDATE); ending a match (unmatch, cancel) gives it back in the same transaction.
     */
    remainingGrams: integer('remaining_grams').notNull(),
    /** The traveler's fee per kg (the trip form's price per kg), integer minor units. */
    feePerKgMinor: integer('fee_per_kg_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status', { enum: TRIP_STATUSES }).notNull().default('pending'),
    /** Staff's reason, shown to the traveler, when rejected. */
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    // The id last, ascending: read forwards or backwards, a list's order comes from the index (ADR 026).
    index('trips_traveler_departure_at_id_idx').on(table.travelerId, table.departureAt, table.id),
    /** Staff's trip search by a common name: trips in departure order until a page is found (admin.repo.ts). */
    // With the traveler: the staff's trip search by a common name walks them in departure order and tests each
    // one's traveler from the index alone (admin.repo.ts tripHits).
    index('trips_departure_at_id_traveler_idx').on(table.departureAt, table.id, table.travelerId),
    index('trips_status_departure_at_id_traveler_idx').on(
      table.status,
      table.departureAt,
      table.id,
      table.travelerId,
    ),
    /** The staff's trip search (ILIKE '%q%' on tripSearchText; ADR 026). */
    index('trips_search_trgm_idx').using('gin', sql`(${tripSearchText(table)}) gin_trgm_ops`),
    /**
     * Traveler in Sync (modules/matches): approved trips of one route, read in arrival order from now on. Partial,
     * so pending, rejected and closed trips cost nothing here (docs/decisions/011-matching.md, bench/matching.mjs).
     */
    index('trips_approved_route_arrival_idx')
      .on(table.departureCountry, table.arrivalCountry, table.arrivalAt, table.id)
      .where(sql`${table.status} = 'approved'`),
    check(
      'trips_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'completed', 'cancelled')`,
    ),
    check('trips_arrival_after_departure_check', sql`${table.arrivalAt} > ${table.departureAt}`),
    check('trips_departure_country_check', sql`${table.departureCountry} ~ '^[A-Z]{2}$'`),
    check('trips_arrival_country_check', sql`${table.arrivalCountry} ~ '^[A-Z]{2}$'`),
    check('trips_weight_available_grams_check', sql`${table.weightAvailableGrams} >= 0`),
    check(
      'trips_remaining_grams_check',
      sql`${table.remainingGrams} between 0 and ${table.weightAvailableGrams}`,
    ),
    check('trips_fee_per_kg_minor_check', sql`${table.feePerKgMinor} >= 0`),
  ],
);

export type TripRow = typeof trips.$inferSelect;
export type NewTripRow = typeof trips.$inferInsert;
