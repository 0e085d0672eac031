import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Countries that migration 0005 could not map to an ISO 3166-1 code (ADR 008): the row now holds UNKNOWN_COUNTRY
 * ("ZZ") and its original free text is kept here, so staff can fix it by hand and nothing typed is lost.
 */
export const legacyCountries = pgTable(
  'legacy_countries',
  {
    tableName: text('table_name').notNull(),
    rowId: uuid('row_id').notNull(),
    columnName: text('column_name').notNull(),
    original: text('original').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.rowId, table.columnName] })],
);
