import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/helper';
import { databaseBefore } from '../../test/migrations-before';
import { queryRows } from './client';
import { migrateDatabase } from './migrate';

const MIGRATION = '0021_deliveries_by_traveler';

describe('migration 0021: a match carries its traveler and its order’s date', () => {
  let database: TestDatabase;
  let close = async () => {};

  beforeAll(async () => {
    // Matches made before the columns existed.
    ({ database, close } = await databaseBefore(MIGRATION));
  });

  afterAll(() => close());

  it('fills the matches made before it, and the trigger fills every later one whatever the insert says', async () => {
    const { db } = database.connection;
    const person = async (email: string) => {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into users (email, full_name, country, password_hash, created_at, updated_at)
          values (${email}, 'Person', 'NG', 'x', now(), now()) returning id`,
      );
      return row?.id as string;
    };
    const sender = await person('sender@tote.test');
    const traveler = await person('traveler@tote.test');
    const order = async (deliveryId: string, createdAt: string) => {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into orders (delivery_id, sender_id, category, item_names, pickup_address, pickup_country,
            delivery_address, delivery_country, receiver_name, receiver_phone, weight_grams, price_minor, currency,
            status, search_text, created_at, updated_at)
          values (${deliveryId}, ${sender}, 'Gadgets', array['Phone'], 'Ikeja', 'NG', 'Kigali', 'RW', 'Aline',
            '+250788123456', 1000, 2000, 'USD', 'matched', ${deliveryId.toLowerCase()}, ${createdAt}, ${createdAt})
          returning id`,
      );
      return row?.id as string;
    };
    const [trip] = await queryRows<{ id: string }>(
      db,
      sql`insert into trips (booking_id, traveler_id, departure_country, departure_city, arrival_country,
          arrival_city, arrival_address, departure_at, departure_time_zone, arrival_at, arrival_time_zone, airline,
          flight_number, weight_available_grams, remaining_grams, fee_per_kg_minor, currency, status, created_at,
          updated_at)
        values ('BK-1', ${traveler}, 'NG', 'Lagos', 'RW', 'Kigali', 'Airport', '2026-02-01T08:00:00Z', 'UTC',
          '2026-02-01T14:00:00Z', 'UTC', 'Air', 'AB1', 5000, 5000, 1000, 'USD', 'approved', now(), now())
        returning id`,
    );
    const before = await order('TT-AAA222', '2026-01-01T00:00:00.000Z');
    await queryRows(
      db,
      sql`insert into matches (order_id, trip_id, matched_at) values (${before}, ${trip?.id}, now()) returning id`,
    );

    await migrateDatabase(database.connection);

    const after = await order('TT-BBB333', '2026-01-05T00:00:00.000Z');
    // Whatever an insert passes is replaced by what the trip and the order say.
    await queryRows(
      db,
      sql`insert into matches (order_id, trip_id, matched_at, traveler_id, order_created_at)
        values (${after}, ${trip?.id}, now(), ${sender}, '2000-01-01T00:00:00Z') returning id`,
    );
    const rows = await queryRows<{ order_id: string; traveler_id: string; order_created_at: string }>(
      db,
      sql`select order_id, traveler_id, to_char(order_created_at at time zone 'UTC', 'YYYY-MM-DD') as order_created_at
        from matches order by order_created_at`,
    );
    expect(rows).toEqual([
      { order_id: before, traveler_id: traveler, order_created_at: '2026-01-01' },
      { order_id: after, traveler_id: traveler, order_created_at: '2026-01-05' },
    ]);
  });
});
