import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COUNTRY_CODES, countryName, UNKNOWN_COUNTRY } from '@tote/validation/countries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helper';
import { databaseBefore } from '../../test/migrations-before';
import { queryRows } from './client';
import { COUNTRY_ALIASES, countryCodeOf, countryMappingSql, countryNameMapping } from './country-mapping';
import { migrateDatabase, migrationsFolder } from './migrate';

const MIGRATION = '0005_countries';

describe('the free-text to code mapping (migration 0005, ADR 008)', () => {
  const mapping = countryNameMapping();

  it.each([
    ['Nigeria', 'NG'],
    ['USA', 'US'],
    ['United States', 'US'],
    ['UK', 'GB'],
    ['United Kingdom', 'GB'],
    ['Rwanda', 'RW'],
    ['Kenya', 'KE'],
    ['Canada', 'CA'],
    ['Australia', 'AU'],
    ['  rWANDA  ', 'RW'],
    ['united   states', 'US'],
    ['ng', 'NG'],
    ["Côte d'Ivoire", 'CI'],
    ['Cote d’Ivoire', 'CI'],
    ['Bosnia and Herzegovina', 'BA'],
    ['Saint Kitts and Nevis', 'KN'],
    ['Türkiye', 'TR'],
    ['Turkey', 'TR'],
    ['Congo - Kinshasa', 'CD'],
    ['Hong Kong', 'HK'],
  ])('maps %j to %s', (text, code) => {
    expect(countryCodeOf(text, mapping)).toBe(code);
  });

  it('maps every English name of every code, and every alias, to that code', () => {
    for (const code of COUNTRY_CODES) expect(countryCodeOf(countryName(code), mapping)).toBe(code);
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES))
      expect(countryCodeOf(alias, mapping)).toBe(code);
  });

  it('leaves what it cannot tell to UNKNOWN_COUNTRY', () => {
    for (const text of ['Not given', 'Europe', 'Lagos', 'N/A', '']) {
      expect(countryCodeOf(text, mapping)).toBe(UNKNOWN_COUNTRY);
    }
  });

  it('is what the migration holds (regenerate with src/cli/country-mapping-sql.ts)', async () => {
    const migration = await readFile(join(migrationsFolder, `${MIGRATION}.sql`), 'utf8');
    expect(migration).toContain(countryMappingSql(mapping).join('\n--> statement-breakpoint\n'));
  });
});

describe('migration 0005 on rows written before it', () => {
  let database: TestDatabase;
  let close = async () => {};

  beforeAll(async () => {
    // Migrated up to 0004: the schema the free-text rows were written under.
    ({ database, close } = await databaseBefore(MIGRATION));
  });

  afterAll(() => close());

  it('turns known names into codes, keeps the rest as ZZ in legacy_countries, and adds the CHECKs', async () => {
    const { db } = database.connection;
    const now = '2026-01-01T00:00:00.000Z';
    const user = async (email: string, country: string) => {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into users (email, full_name, country, password_hash, created_at, updated_at)
          values (${email}, 'Person', ${country}, 'x', ${now}, ${now}) returning id`,
      );
      return row?.id as string;
    };
    const ada = await user('ada@tote.test', 'Nigeria');
    const bob = await user('bob@tote.test', 'usa');
    const cy = await user('cy@tote.test', ' United Kingdom ');
    const staff = await user('staff@tote.test', 'Not given');
    const [order] = await queryRows<{ id: string }>(
      db,
      sql`insert into orders (delivery_id, sender_id, category, item_names, pickup_address, pickup_country,
          delivery_address, delivery_country, receiver_name, receiver_phone, weight_grams, price_minor,
          search_text, created_at, updated_at)
        values ('TT-ABC234', ${ada}, 'Gadgets', array['Phone'], 'Ikeja', 'UK', 'Kigali', 'Rwanda', 'Aline',
          '+250 (788) 123-456', 1000, 2000, 'tt-abc234', ${now}, ${now})
        returning id`,
    );
    const [trip] = await queryRows<{ id: string }>(
      db,
      sql`insert into trips (traveler_id, departure_country, departure_city, arrival_country, arrival_city,
          departure_at, arrival_at, weight_available_grams, price_minor, created_at, updated_at)
        values (${bob}, 'Kenya', 'Nairobi', 'Atlantis', 'Kigali', ${now}, '2026-01-01T06:00:00.000Z', 1000, 100,
          ${now}, ${now})
        returning id`,
    );

    await migrateDatabase(database.connection);

    const users = await queryRows<{ id: string; country: string }>(db, sql`select id, country from users`);
    expect(Object.fromEntries(users.map((row) => [row.id, row.country]))).toEqual({
      [ada]: 'NG',
      [bob]: 'US',
      [cy]: 'GB',
      [staff]: UNKNOWN_COUNTRY,
    });
    expect(
      await queryRows(db, sql`select pickup_country, delivery_country, receiver_phone from orders`),
    ).toEqual([{ pickup_country: 'GB', delivery_country: 'RW', receiver_phone: '+250788123456' }]);
    expect(await queryRows(db, sql`select departure_country, arrival_country from trips`)).toEqual([
      { departure_country: 'KE', arrival_country: UNKNOWN_COUNTRY },
    ]);
    const leftovers = await queryRows(
      db,
      sql`select table_name, row_id, column_name, original from legacy_countries order by table_name`,
    );
    expect(leftovers).toEqual([
      { table_name: 'trips', row_id: trip?.id, column_name: 'arrival_country', original: 'Atlantis' },
      { table_name: 'users', row_id: staff, column_name: 'country', original: 'Not given' },
    ]);
    expect(order?.id).toBeDefined();
    // Migration 0011 keeps legacy_countries as an archive here, where it holds rows.
    expect(await tableExists(db, 'legacy_countries')).toBe(true);
    // The lookup table was only for the conversion.
    expect(
      await queryRows(db, sql`select 1 from information_schema.tables where table_name = 'country_name_map'`),
    ).toEqual([]);
    // From now on free text cannot be stored at all.
    await expect(db.execute(sql`update users set country = 'Nigeria' where id = ${ada}`)).rejects.toThrow();
    await expect(db.execute(sql`update orders set delivery_country = 'rw'`)).rejects.toThrow();
    await expect(db.execute(sql`update trips set arrival_country = 'Kenya'`)).rejects.toThrow();
  });
});

const tableExists = async (db: TestDatabase['connection']['db'], name: string) =>
  (await queryRows(db, sql`select 1 from information_schema.tables where table_name = ${name}`)).length > 0;

describe('migration 0011 on a database made since 0005', () => {
  it('drops legacy_countries, which nothing reads, where it is empty', async () => {
    const database = await createTestDatabase();
    try {
      expect(await tableExists(database.connection.db, 'legacy_countries')).toBe(false);
    } finally {
      await database.connection.close();
      await database.drop();
    }
  });
});
