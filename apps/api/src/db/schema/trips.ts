import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const TRIP_STATUSES = ['pending', 'approved', 'rejected', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/**
 * A traveler's flight with spare luggage room (spec §2 traveler screens, built later). Staff approve a trip
 * before orders are matched to it; its arrival is an order's estimated delivery.
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travelerId: uuid('traveler_id')
      .notNull()
      .references(() => users.id),
    /** ISO 3166-1 alpha-2 (CountryCodeSchema); the CHECK keeps free text out (migration 0005, ADR 008). */
    departureCountry: text('departure_country').notNull(),
    departureCity: text('departure_city').notNull(),
    arrivalCountry: text('arrival_country').notNull(),
    arrivalCity: text('arrival_city').notNull(),
    arrivalAddress: text('arrival_address'),
    departureAt: timestamptz('departure_at').notNull(),
    arrivalAt: timestamptz('arrival_at').notNull(),
    airline: text('airline'),
    flightNumber: text('flight_number'),
    weightAvailableGrams: integer('weight_available_grams').notNull(),
    /** The traveler's asking price (per trip), integer minor units. */
    priceMinor: integer('price_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status', { enum: TRIP_STATUSES }).notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('trips_traveler_departure_at_idx').on(table.travelerId, table.departureAt.desc()),
    index('trips_status_departure_at_idx').on(table.status, table.departureAt),
    check(
      'trips_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'completed', 'cancelled')`,
    ),
    check('trips_arrival_after_departure_check', sql`${table.arrivalAt} > ${table.departureAt}`),
    check('trips_departure_country_check', sql`${table.departureCountry} ~ '^[A-Z]{2}$'`),
    check('trips_arrival_country_check', sql`${table.arrivalCountry} ~ '^[A-Z]{2}$'`),
    check('trips_weight_available_grams_check', sql`${table.weightAvailableGrams} >= 0`),
    check('trips_price_minor_check', sql`${table.priceMinor} >= 0`),
  ],
);

export type TripRow = typeof trips.$inferSelect;
